// Writes the public pages' HTML at build time (docs/decisions.md, "Public pages"): each page of
// pages.ts rendered by the app itself (entry-server.tsx) into the HTML Vite built, with its own head
// (title, description, canonical address, link previews), its stylesheet inlined (it paints with no
// further request), its page module and first pictures fetched at once. Also writes app.html (the shell
// of pages rendered in the browser), sitemap.xml and robots.txt.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { DEFAULT_META, NOT_FOUND_TITLE, pageMetaOf } from '../src/config/page-meta';
import { PAGE_MODULES_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../src/config/prerender';
import { headTags, imagePreloadTag, robotsTxt, sitemapXml } from './head';
import { assertInlineScriptsAllowed, inlineScript } from './inline-scripts';
import { APP_SHELL_FILE, markMeta, markRendered, RENDERED_MARKERS } from '@homehaven/domain/rendered-page';
import { NOT_FOUND_PATH, PRERENDERED_PAGES, SIGNED_IN_PAGES, type PrerenderedPage } from './pages';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface PrerenderOptions {
  /** The browser bundle's folder (Vite's outDir), where the pages are written. */
  outDir: string;
  /** The server bundle of entry-server.tsx. */
  ssrEntry: string;
  /** Where the pages rendered per request are written (beside the server bundle, for the `pages` function). */
  serverPagesDir: string;
  /** The Vite mode, for the site's address (VITE_SITE_URL). */
  mode: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const WEB_DIR = new URL('..', import.meta.url).pathname;

/** The files a module needs beyond what is already loaded, the module first. */
function pageChunks(manifest: Manifest, module: string, loaded: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest (web/prerender/pages.ts names a page module that does not exist)`);
    if (loaded.has(chunk.file) || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return files;
}

/** The entry's own files: its chunk and everything it imports statically (index.html preloads them). */
function entryFiles(manifest: Manifest): Set<string> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('prerender: the manifest has no entry chunk');
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk): void => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach((key) => {
      const next = manifest[key];
      if (next) visit(next);
    });
  };
  visit(entry);
  return files;
}

/** The app's start module (main.tsx imports it once the page has painted), loaded beside each page's own. */
const APP_START = 'src/app/start.tsx';

/** Inlines the stylesheets the template links (the page paints without waiting for another file). */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    const css = readFileSync(`${outDir}${href}`, 'utf8');
    return `<style>${css}</style>`;
  });
}

/** The module whose stylesheet is the app's: every screen's styles (docs/decisions.md, "Two stylesheets"). */
const APP_STYLESHEET = 'src/styles/app-stylesheet.ts';

/**
 * The template with the app's stylesheet linked in place of the public pages': the shell only ever
 * shows app pages first, and the app's sheet holds every style the public one does, so one file does.
 */
function withAppStylesheet(template: string, manifest: Manifest): string {
  const sheet = manifest[APP_STYLESHEET]?.file;
  if (!sheet?.endsWith('.css')) throw new Error(`prerender: ${APP_STYLESHEET} is not a stylesheet in the build's manifest`);
  const linked = template.replace(/(<link rel="stylesheet"[^>]*href=")\/assets\/index-[\w-]+\.css(")/, `$1/${sheet}$2`);
  if (linked === template) throw new Error("prerender: the template links no stylesheet of the entry's to replace with the app's");
  return linked;
}

/** Replaces the template's title and description with the page's head tags, and adds `extra` before </head>. */
function withHead(template: string, tags: string, extra: readonly string[]): string {
  const withoutDefaults = template.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');
  return withoutDefaults.replace('</head>', `    ${tags}\n    ${extra.join('\n    ')}\n  </head>`);
}

/**
 * The app's scripts at low priority: a prerendered page paints from its HTML and CSS, so its scripts
 * must not compete with the document and the first photo (which has high priority) for a slow line.
 */
function withLowPriorityScripts(html: string): string {
  return html.replace(/<script type="module"/g, '<script type="module" fetchpriority="low"').replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * A page's inline scripts, in its head before the modules: they start before anything else runs. A
 * page rendered per request gets the function's head marker first, so its data precedes the scripts.
 */
function withInlineScripts(html: string, page: PrerenderedPage): string {
  const scripts = [...(page.perRequest ? [RENDERED_MARKERS.head] : []), ...(page.inlineScripts ?? []).map((name) => `<script>${inlineScript(name)}</script>`)];
  return scripts.length === 0 ? html : html.replace('<script type="module"', `${scripts.join('\n    ')}\n    <script type="module"`);
}

export async function prerender({ outDir, ssrEntry, serverPagesDir, mode }: PrerenderOptions): Promise<void> {
  const site = loadEnv(mode, WEB_DIR, 'VITE_').VITE_SITE_URL?.replace(/\/$/, '');
  if (!site) throw new Error(`prerender: VITE_SITE_URL is not set for mode "${mode}" (web/.env.${mode})`);
  const template = readFileSync(`${outDir}/index.html`, 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: web/index.html must contain ${ROOT_ELEMENT}`);
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Manifest;
  const loaded = entryFiles(manifest);
  const { renderRoute } = (await import(pathToFileURL(ssrEntry).href)) as { renderRoute: (path: string) => Promise<string> };
  const inlined = inlineStylesheets(template, outDir);
  assertInlineScriptsAllowed(PRERENDERED_PAGES.flatMap((page) => page.inlineScripts ?? []));

  for (const page of PRERENDERED_PAGES) {
    const notFound = page.path === NOT_FOUND_PATH;
    const meta = notFound ? { ...DEFAULT_META, title: NOT_FOUND_TITLE } : (page.templateMeta ?? pageMetaOf(page.path));
    const pageTags = headTags({ meta, site, canonicalPath: notFound ? null : page.templateMeta ? undefined : page.path });
    // A page rendered per request has its head tags marked, so its render may write its own there.
    const tags = page.perRequest ? markMeta(pageTags) : pageTags;
    // Nothing but the document and the first photo before the first paint: the entry fetches the app's
    // and the page's modules (listed on #root) once the HTML is on screen (web/src/main.tsx).
    const appFiles = pageChunks(manifest, APP_START, loaded);
    const pageFiles = pageChunks(manifest, page.module, new Set([...loaded, ...appFiles]));
    const preloads = (page.preloadImages ?? []).map(imagePreloadTag);
    const rootAttributes = `${PRERENDERED_ATTRIBUTE} ${PAGE_MODULES_ATTRIBUTE}="${[...appFiles, ...pageFiles].map((file) => `/${file}`).join(' ')}"`;
    const rendered = await renderRoute(page.path);
    const body = page.perRequest ? markRendered(rendered) : rendered;
    const html = withLowPriorityScripts(withInlineScripts(withHead(inlined, tags, preloads), page)).replace(ROOT_ELEMENT, `<div id="root" ${rootAttributes}>${body}</div>`);
    const file = `${page.perRequest ? serverPagesDir : outDir}/${page.file}`;
    writeFileSync(file, html);
    console.log(`[prerender] ${page.path} -> ${file.replace(WEB_DIR, 'web/')} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB)${page.perRequest ? ', rendered per request' : ''}`);
  }

  // The shell of every page the browser renders: the default head, no page content, the app's stylesheet
  // linked. The `pages` function answers it too, for a signed-in page it cannot render.
  const shell = withHead(withAppStylesheet(template, manifest), headTags({ meta: DEFAULT_META, site, canonicalPath: null }), []);
  writeFileSync(`${outDir}/${APP_SHELL_FILE}`, shell);
  writeFileSync(`${serverPagesDir}/${APP_SHELL_FILE}`, shell);
  for (const page of SIGNED_IN_PAGES) {
    const appFiles = pageChunks(manifest, APP_START, loaded);
    const pageFiles = page.modules.flatMap((module) => pageChunks(manifest, module, new Set([...loaded, ...appFiles])));
    const rootAttributes = `${PRERENDERED_ATTRIBUTE} ${PAGE_MODULES_ATTRIBUTE}="${[...new Set([...appFiles, ...pageFiles])].map((file) => `/${file}`).join(' ')}"`;
    const html = shell.replace('<script type="module"', `${RENDERED_MARKERS.head}\n    <script type="module"`).replace(ROOT_ELEMENT, `<div id="root" ${rootAttributes}>${markRendered('')}</div>`);
    writeFileSync(`${serverPagesDir}/${page.file}`, html);
  }
  writeFileSync(
    `${outDir}/sitemap.xml`,
    sitemapXml(
      site,
      PRERENDERED_PAGES.filter((page) => page.inSitemap).map((page) => page.path),
    ),
  );
  writeFileSync(`${outDir}/robots.txt`, robotsTxt(site));
  console.log(`[prerender] ${APP_SHELL_FILE}, ${SIGNED_IN_PAGES.length} signed-in templates, sitemap.xml and robots.txt written`);
}
