// Prints the web app's production bundle sizes (raw and gzip) and checks them against the budgets
// below, and that no dev tooling reached the shipped code (emulator hosts, the Stripe stand-in).
// Run after `npm run build --workspace web` (`npm test` does; `npm run budget` builds first).
// Exits 1 when over budget or when dev tooling is found.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../emulators/config';

/**
 * Budgets in gzip kB: what the first page load may cost, and any one lazily loaded chunk. The entry is
 * mostly Firebase (Auth + Firestore, ~160 kB), Chakra UI and React; the budget sits just above the
 * figure of 2026-11 (372 kB) so any growth is a decision, not an accident.
 */
const BUDGET_KB = { entry: 390, largestChunk: 120, totalJs: 520, css: 30 } as const;

const assets = `${ROOT}web/dist/assets/`;
const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f));
const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
const rows = files.map((file) => {
  const bytes = readFileSync(assets + file);
  return { file, raw: kb(statSync(assets + file).size), gzip: kb(gzipSync(bytes, { level: 9 }).length) };
});

const html = readFileSync(`${ROOT}web/dist/index.html`, 'utf8');
const entryFiles = rows.filter((r) => r.file.endsWith('.js') && html.includes(r.file));
const entry = entryFiles.reduce((sum, r) => sum + r.gzip, 0);
const js = rows.filter((r) => r.file.endsWith('.js'));
const totalJs = js.reduce((sum, r) => sum + r.gzip, 0);
const css = rows.filter((r) => r.file.endsWith('.css')).reduce((sum, r) => sum + r.gzip, 0);
const largestChunk = Math.max(0, ...js.filter((r) => !entryFiles.includes(r)).map((r) => r.gzip));

console.table(rows.sort((a, b) => b.gzip - a.gzip));
const figures = { entry, largestChunk, totalJs, css };
let over = false;
for (const [name, value] of Object.entries(figures) as [keyof typeof BUDGET_KB, number][]) {
  const ok = value <= BUDGET_KB[name];
  over ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(13)} ${value.toFixed(1).padStart(7)} kB gzip (budget ${BUDGET_KB[name]} kB)`);
}

/** Strings only dev tooling carries: emulator and stand-in addresses, the stand-in's keys. */
const DEV_ONLY = ['127.0.0.1', 'localhost:', ':9099', ':12111', 'stand_in', 'stand-in'];
const leaks = files.flatMap((file) => {
  const text = readFileSync(assets + file, 'utf8');
  return DEV_ONLY.filter((needle) => text.includes(needle)).map((needle) => `${file} contains "${needle}"`);
});
console.log(leaks.length === 0 ? 'ok   no emulator or stand-in code in the production bundle' : `LEAK ${leaks.join('\nLEAK ')}`);
process.exit(over || leaks.length > 0 ? 1 : 0);
