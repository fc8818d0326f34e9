import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY_FILE, serverRenderFolder, type RenderedAnswer, type RenderedData, type RenderedFirstPage, type RenderedRead, type RenderedSession } from '@homehaven/domain/rendered-page';
import { isEmulator } from '../config';

/**
 * The web app's server render, as the web build leaves it in this build (web/prerender/build.ts):
 * lib/pages/<mode>/entry-server.mjs (domain/src/rendered-page.ts names the layout) and the pages rendered per request, for production or, under
 * the emulator, for the emulator build (whose pages talk to the emulators).
 */
export interface ServerRender {
  /** The HTML of #root for a URL (path and query), with what the page renders from when given (All properties' first page, an agency's answer). */
  renderRoute(url: string, firstPage: RenderedData | null): Promise<string>;
  /** The facade path of the first listings All properties shows at a URL, or null on a later page. */
  firstListingsPathOf(url: string): string | null;
  /** What a page rendered with `page` adds to its head (its data, the first photo's preload). */
  renderedHead(page: RenderedFirstPage): string;
  /** What a page rendered from one facade answer (Pricing) adds to its head: that answer, for the app to hydrate with. */
  answerHead(data: RenderedAnswer): string;
  /**
   * An agency's page rendered from `data`: what goes at the head marker (its data) and its own head
   * tags (title, description, canonical address, link previews; the not-found page's for no agency).
   */
  agencyPageHead(data: RenderedAnswer | null): { head: string; meta: string };
  /** sitemap-agencies.xml of these agencies' pages, on the site's address as the web build was configured (VITE_SITE_URL). */
  agencySitemapXml(uids: readonly string[]): string;
  /** The signed-in page at a path (its template's file, the roles it is for), or null when it is not rendered per request. */
  signedInPageOf(pathname: string): { file: string; roles: readonly string[] } | null;
  /**
   * A signed-in page rendered for `session`, its reads made by `read` (which leaves out what the person
   * may not read): the HTML of #root and its head (the session and reads); null when it redirects.
   */
  renderSignedInRoute(
    url: string,
    session: RenderedSession,
    read: (keys: string[]) => Promise<Record<string, RenderedRead>>,
    known?: Record<string, RenderedRead>,
  ): Promise<{ body: string; head: string } | null>;
}

/** The render's folder: beside this bundle (lib/index.js), per mode. */
const RENDER_DIR = join(__dirname, serverRenderFolder(isEmulator ? 'emulator' : 'production'));

let render: Promise<ServerRender> | null = null;
const templates = new Map<string, Promise<string>>();

/** The server render, loaded once per instance. */
export function serverRender(): Promise<ServerRender> {
  render ??= import(pathToFileURL(join(RENDER_DIR, SERVER_ENTRY_FILE)).href) as Promise<ServerRender>;
  return render;
}

/** A page rendered per request as the build wrote it (its fallback, with the markers where a render goes). */
export function pageTemplate(file: string): Promise<string> {
  let template = templates.get(file);
  if (!template) {
    template = readFile(join(RENDER_DIR, file), 'utf8');
    templates.set(file, template);
  }
  return template;
}
