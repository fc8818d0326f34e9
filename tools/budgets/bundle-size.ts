// Prints, for each prerendered public page, the JavaScript it runs before the first paint and before
// it is interactive, and checks both against the budgets (docs/performance.md). Read from the build
// itself: the page's HTML names its entry script and, on #root, the files the app and the page need
// once painted (web/prerender); Vite's manifest gives each file's static imports. Also checks that
// none of that carries Ark UI's machines (dialogs, drawers) or the Firebase SDK (both load on use), that Stripe.js is
// only in the payment page's chunks, and that no shipped file carries dev tooling.
// Run after `npm run build:bundle --workspace web` (`npm test` does; `npm run budget` builds first).
// Exits 1 when a budget is exceeded or a check fails.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PAGE_MODULES_ATTRIBUTE } from '../../web/src/config/prerender';
import { paths } from '../../web/src/config/paths';
import { PRERENDERED_PAGES } from '../../web/prerender/pages';
import { ROOT } from '../emulators/config';

/**
 * Budgets in KiB of gzip (level 9), set at what the prerendered design reached (2026-11-24) with a
 * little room: before the first paint, the entry alone (the HTML and CSS paint the page); before a
 * page is interactive, React, the shared code, the app and the page; any one chunk loaded later;
 * the public live worker (the Firestore SDK, off the main thread); the public pages' stylesheet, which
 * every prerendered page inlines (set 2026-11-27, when the signed-in screens' styles left it); the
 * signed-in live worker (Firebase Auth and Firestore, off the main thread: 158 KiB, set 2026-11-28,
 * docs/decisions.md "Signed-in Firestore in a worker").
 */
const BUDGET_KIB = { firstPaint: 3, interactive: 160, signInInteractive: 180, largestLazyChunk: 140, publicLiveWorker: 145, signedInLiveWorker: 165, publicStylesheet: 15.5 } as const;

/** The pages with performance targets (docs/performance.md), then the sign-in pages (their forms validate with zod). */
const MEASURED: Record<string, number> = {
  '/': BUDGET_KIB.interactive,
  '/properties': BUDGET_KIB.interactive,
  // An agency's page (its template, as the build writes it for the route's pattern): like All properties.
  [paths.agencyPage.path]: BUDGET_KIB.interactive,
  '/about': BUDGET_KIB.interactive,
  '/contact': BUDGET_KIB.interactive,
  '/login': BUDGET_KIB.signInInteractive,
  '/register': BUDGET_KIB.signInInteractive,
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const DIST = `${ROOT}web/dist/`;
/** Where the build writes the pages rendered per request (beside the server render, web/prerender/build.ts). */
const SERVER_PAGES = `${ROOT}web/dist-ssr/`;
const manifest = JSON.parse(readFileSync(`${DIST}.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const gzipKib = (file: string): number => gzipSync(readFileSync(DIST + file), { level: 9 }).length / 1024;
const sum = (files: Iterable<string>): number => [...files].reduce((total, file) => total + gzipKib(file), 0);

/** A built file and everything it imports statically. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const key of byFile.get(file)?.imports ?? []) {
    const imported = manifest[key];
    if (imported) staticClosure(imported.file, seen);
  }
  return seen;
}

/** Whether a chunk's source map lists a module whose path matches. */
function mapsModule(file: string, path: RegExp): boolean {
  if (!existsSync(`${DIST}${file}.map`)) return false;
  const map = JSON.parse(readFileSync(`${DIST}${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.some((source) => path.test(source));
}

/** Whether a chunk carries the Firebase SDK: a module of it in its source map, or its service hosts in the code. */
function carriesFirebase(file: string): boolean {
  if (/firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/.test(readFileSync(DIST + file, 'utf8'))) return true;
  return mapsModule(file, /node_modules\/(@firebase|firebase)\//);
}

/** Whether a chunk carries Ark UI's machines (dialogs, drawers: zag and ark), or a run-time style engine (Chakra, emotion). */
const carriesInteractiveMachinery = (file: string): boolean => mapsModule(file, /node_modules\/(@chakra-ui|@emotion|@zag-js|@ark-ui)\//);

/** The files a prerendered page runs: its entry (before the first paint) and what #root lists (after). */
function pageFiles(html: string): { firstPaint: Set<string>; interactive: Set<string> } {
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('a prerendered page without its entry script');
  const firstPaint = staticClosure(entry);
  const listed = new RegExp(`${PAGE_MODULES_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  const interactive = new Set(firstPaint);
  for (const file of listed) staticClosure(file.replace(/^\//, ''), interactive);
  return { firstPaint, interactive };
}

const problems: string[] = [];
const beforeInteractive = new Set<string>();
const rows = PRERENDERED_PAGES.filter((page) => MEASURED[page.path] !== undefined).map((page) => {
  const budget = MEASURED[page.path] ?? 0;
  const { firstPaint, interactive } = pageFiles(readFileSync(`${page.perRequest ? SERVER_PAGES : DIST}${page.file}`, 'utf8'));
  interactive.forEach((file) => beforeInteractive.add(file));
  const paintKib = sum(firstPaint);
  const interactiveKib = sum(interactive);
  if (paintKib > BUDGET_KIB.firstPaint) problems.push(`${page.path} runs ${paintKib.toFixed(1)} KiB before its first paint (budget ${BUDGET_KIB.firstPaint})`);
  if (interactiveKib > budget) problems.push(`${page.path} runs ${interactiveKib.toFixed(1)} KiB before it is interactive (budget ${budget})`);
  return { page: page.path, 'KiB before first paint': Number(paintKib.toFixed(1)), 'KiB before interactive': Number(interactiveKib.toFixed(1)), files: interactive.size };
});
console.table(rows);

for (const file of beforeInteractive) {
  if (carriesFirebase(file)) problems.push(`${file} runs before a public page is interactive and carries the Firebase SDK`);
  if (carriesInteractiveMachinery(file)) problems.push(`${file} runs before a public page is interactive and carries Ark UI's machines or a run-time style engine`);
}

const paymentPage = staticClosure(manifest['src/features/payment/payment-page.tsx']?.file ?? '');
const allJs = readdirSync(`${DIST}assets`)
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
for (const file of allJs) {
  if (!paymentPage.has(file) && mapsModule(file, /node_modules\/@stripe\//)) problems.push(`${file} carries Stripe.js outside the payment page`);
}
const worker = allJs.find((file) => /public-live\.worker/.test(file));
if (!worker) problems.push('no public live worker in the build (web/src/lib/firebase/public-live)');
else {
  const kib = gzipKib(worker);
  console.log(`Public live worker (the Firestore SDK, off the main thread): ${kib.toFixed(1)} KiB gzip`);
  if (kib > BUDGET_KIB.publicLiveWorker) problems.push(`${worker} is ${kib.toFixed(1)} KiB (budget ${BUDGET_KIB.publicLiveWorker})`);
}
const signedInWorker = allJs.find((file) => /signed-in-live\.worker/.test(file));
if (!signedInWorker) problems.push('no signed-in live worker in the build (web/src/lib/firebase/signed-in-live)');
else {
  const kib = gzipKib(signedInWorker);
  console.log(`Signed-in live worker (Firebase Auth and Firestore, off the main thread): ${kib.toFixed(1)} KiB gzip`);
  if (kib > BUDGET_KIB.signedInLiveWorker) problems.push(`${signedInWorker} is ${kib.toFixed(1)} KiB (budget ${BUDGET_KIB.signedInLiveWorker})`);
}
const lazy = allJs.filter((file) => !beforeInteractive.has(file) && file !== worker && file !== signedInWorker).map((file) => ({ file, kib: gzipKib(file) }));
lazy.sort((a, b) => b.kib - a.kib);
console.log('Largest chunks loaded later:');
console.table(lazy.slice(0, 6).map(({ file, kib }) => ({ file, 'KiB gzip': Number(kib.toFixed(1)) })));
const largest = lazy[0];
if (largest && largest.kib > BUDGET_KIB.largestLazyChunk) problems.push(`${largest.file} is ${largest.kib.toFixed(1)} KiB (budget ${BUDGET_KIB.largestLazyChunk} for one lazy chunk)`);
console.log(`All JavaScript: ${sum(allJs).toFixed(1)} KiB gzip in ${allJs.length} files.`);

// The public pages' stylesheet (the entry's, inlined in each prerendered page) holds only what they use;
// the app's (every screen's) comes with the signed-in screens (docs/decisions.md, "Two stylesheets").
const entryChunk = Object.values(manifest).find((chunk) => chunk.isEntry) as (ManifestChunk & { css?: string[] }) | undefined;
const publicSheet = entryChunk?.css?.[0];
const appSheet = manifest['src/styles/app-stylesheet.ts']?.file;
if (!publicSheet || !appSheet?.endsWith('.css')) problems.push("the build has no public stylesheet (the entry's) or no app stylesheet (src/styles/app-stylesheet.ts)");
else {
  const publicKib = gzipKib(publicSheet);
  console.log(`Stylesheets: the public pages' ${publicKib.toFixed(1)} KiB gzip (inlined in each), the app's ${gzipKib(appSheet).toFixed(1)} KiB (with the signed-in screens).`);
  if (publicKib > BUDGET_KIB.publicStylesheet) problems.push(`${publicSheet}, inlined in every public page, is ${publicKib.toFixed(1)} KiB (budget ${BUDGET_KIB.publicStylesheet})`);
  // A chunk that imports the entry lists the entry's stylesheet among what its dynamic imports load, and
  // Vite's preload helper then links it on a signed-in page, after the app's: its base classes beat the
  // app's `md:` ones there, and every wide layout they set falls back to the phone's.
  const sheetName = publicSheet.split('/').pop() ?? publicSheet;
  for (const file of allJs)
    if (file !== entryChunk?.file && readFileSync(DIST + file, 'utf8').includes(sheetName))
      problems.push(`${file} would link ${publicSheet} (the public pages' stylesheet) on a signed-in page: it imports the entry, or loads what does`);
}

/** Strings only dev tooling carries: emulator and stand-in addresses, the stand-in's keys. */
const DEV_ONLY = ['127.0.0.1', 'localhost:', ':9099', ':12111', 'stand_in', 'stand-in'];
for (const file of allJs) {
  const text = readFileSync(DIST + file, 'utf8');
  for (const needle of DEV_ONLY) if (text.includes(needle)) problems.push(`${file} contains "${needle}" (dev tooling in the shipped app)`);
}

for (const problem of problems) console.log(`FAIL ${problem}`);
if (problems.length === 0) {
  console.log(
    `ok   every public page runs at most ${BUDGET_KIB.firstPaint} KiB gzip before its first paint and ${BUDGET_KIB.interactive} KiB before it is interactive (sign-in pages ${BUDGET_KIB.signInInteractive}), none of it Ark UI's machines or Firebase`,
  );
  console.log(`ok   the public pages' stylesheet is at most ${BUDGET_KIB.publicStylesheet} KiB gzip, and no chunk links it again`);
  console.log('ok   Stripe.js only in the payment page; no emulator or stand-in code in the production bundle');
}
process.exit(problems.length > 0 ? 1 : 0);
