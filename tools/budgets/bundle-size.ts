// Prints what each public page downloads before its first paint, and checks it against the budget.
// A page's first paint needs the entry chunk, its static imports, and the page's own lazy route module
// with its static imports (the router loads that before it renders); everything the app imports
// dynamically (the Firebase SDK, dialogs, other pages) comes later and is not counted. The chunk graph
// is read from Vite's manifest. Also checks that no first-paint chunk carries the Firebase SDK, that
// Stripe.js is only in the payment page's chunks, and that no shipped file carries dev tooling
// (emulator hosts, the Stripe stand-in).
// Run after `npm run build --workspace web` (`npm test` does; `npm run budget` builds first).
// Exits 1 when a budget is exceeded or a check fails.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../emulators/config';

/** Budgets in KiB of gzip: each public page's JS before first paint (issue 7), and any one lazy chunk. */
const BUDGET_KIB = { firstPaint: 200, largestLazyChunk: 140 } as const;

/** The public pages and the lazy route module each renders (web/src/app/router.tsx); home is in the entry. */
const PUBLIC_PAGES: Record<string, string | null> = {
  '/': null,
  '/properties': 'src/features/properties/properties-page.tsx',
  '/about': 'src/features/about/about-page.tsx',
  '/contact': 'src/features/contact/contact-page.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const DIST = `${ROOT}web/dist/`;
const manifest = JSON.parse(readFileSync(`${DIST}.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
const gzipKib = (file: string): number => gzipSync(readFileSync(DIST + file), { level: 9 }).length / 1024;

/** A manifest entry and everything it imports statically, as chunk files. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no "${key}": was the module renamed? Update PUBLIC_PAGES.`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
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
  const code = readFileSync(DIST + file, 'utf8');
  if (/firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/.test(code)) return true;
  return mapsModule(file, /node_modules\/(@firebase|firebase)\//);
}

/** The payment page's route module: the only one that may load Stripe.js (issue 7). */
const PAYMENT_PAGE = 'src/features/payment/payment-page.tsx';

const problems: string[] = [];
const entry = staticClosure('index.html');
const firstPaintFiles = new Set<string>();
const rows = Object.entries(PUBLIC_PAGES).map(([page, module]) => {
  const files = new Set([...entry, ...(module === null ? [] : staticClosure(module))]);
  files.forEach((file) => firstPaintFiles.add(file));
  const kib = [...files].reduce((sum, file) => sum + gzipKib(file), 0);
  if (kib > BUDGET_KIB.firstPaint) problems.push(`${page} loads ${kib.toFixed(1)} KiB before its first paint (budget ${BUDGET_KIB.firstPaint})`);
  return { page, chunks: files.size, 'KiB gzip before first paint': Number(kib.toFixed(1)) };
});
console.table(rows);

for (const file of firstPaintFiles) {
  if (carriesFirebase(file)) problems.push(`${file} loads before the first paint and carries the Firebase SDK`);
}

const paymentPage = staticClosure(PAYMENT_PAGE);
const allJs = readdirSync(`${DIST}assets`).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
for (const file of allJs) {
  if (!paymentPage.has(file) && mapsModule(file, /node_modules\/@stripe\//)) problems.push(`${file} carries Stripe.js outside the payment page`);
}
const lazy = allJs.filter((file) => !firstPaintFiles.has(file)).map((file) => ({ file, kib: gzipKib(file) }));
lazy.sort((a, b) => b.kib - a.kib);
console.log('Largest chunks loaded later:');
console.table(lazy.slice(0, 6).map(({ file, kib }) => ({ file, 'KiB gzip': Number(kib.toFixed(1)) })));
const largest = lazy[0];
if (largest && largest.kib > BUDGET_KIB.largestLazyChunk) problems.push(`${largest.file} is ${largest.kib.toFixed(1)} KiB (budget ${BUDGET_KIB.largestLazyChunk} for one lazy chunk)`);
const totalKib = allJs.reduce((sum, file) => sum + gzipKib(file), 0);
console.log(`All JavaScript: ${totalKib.toFixed(1)} KiB gzip in ${allJs.length} files.`);

/** Strings only dev tooling carries: emulator and stand-in addresses, the stand-in's keys. */
const DEV_ONLY = ['127.0.0.1', 'localhost:', ':9099', ':12111', 'stand_in', 'stand-in'];
for (const file of allJs) {
  const text = readFileSync(DIST + file, 'utf8');
  for (const needle of DEV_ONLY) if (text.includes(needle)) problems.push(`${file} contains "${needle}" (dev tooling in the shipped app)`);
}

for (const problem of problems) console.log(`FAIL ${problem}`);
if (problems.length === 0) {
  console.log(`ok   every public page loads at most ${BUDGET_KIB.firstPaint} KiB gzip before its first paint, none of it Firebase`);
  console.log('ok   Stripe.js only in the payment page; no emulator or stand-in code in the production bundle');
}
process.exit(problems.length > 0 ? 1 : 0);
