// `npm run bench:web`: measures the public pages as a phone sees them (Lighthouse, mobile preset), and
// beside them signed-in pages as their users see them (a buyer's, an agent's, the admin's).
// Builds the web app in emulator mode and the functions, then runs tools/bench/run-lighthouse.ts inside
// a fresh emulator suite (tools/emulators/exec.ts: Stripe stand-in included), which seeds the demo
// data, serves the build and measures. Prints figures; exits 0 even when a target is missed.
// Options: --html (also write the median runs' HTML reports), --trace (every run's Chromium trace,
// for tools/bench/trace-tasks.ts), --no-build (measure the existing
// web/dist-emulator and functions/lib as they are), --page <page> (only that page: a public page's
// path, a signed-in page's name or route, tools/bench/bench-pages.ts; repeatable).
// See docs/performance.md.
import { spawn } from 'node:child_process';
import { ROOT } from '../emulators/config';
import { exitCodeOf } from '../emulators/firebase-cli';
import { PAGE_CHOICES, choosePages } from './bench-pages';

const started = Date.now();
const args = process.argv.slice(2);
const pages = args.flatMap((arg, index) => (args[index - 1] === '--page' ? [arg] : []));
const unknown = args.filter((arg, index) => !['--html', '--trace', '--no-build'].includes(arg) && arg !== '--page' && args[index - 1] !== '--page');
const badPages = choosePages(pages).unknown;
if (unknown.length > 0 || badPages.length > 0) {
  console.error(`usage: npm run bench:web [-- [--html] [--trace] [--no-build] [--page ${PAGE_CHOICES}]...]  (unknown: ${[...unknown, ...badPages].join(' ')})`);
  process.exit(2);
}

const run = (command: string, commandArgs: string[]): Promise<number> => exitCodeOf(spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit' }));
const elapsed = (): string => `${((Date.now() - started) / 1000).toFixed(0)} s`;

if (!args.includes('--no-build')) {
  console.log('[bench] building the web app (emulator mode) and the functions...');
  if ((await run('npm', ['run', 'build:emulator', '--workspace', 'web'])) !== 0) {
    console.error('[bench] the emulator build of the web app failed: nothing measured.');
    process.exit(1);
  }
  if ((await run('node', ['functions/build.mjs'])) !== 0) {
    console.error('[bench] the functions build failed: nothing measured.');
    process.exit(1);
  }
}

const measure = [`"${ROOT}node_modules/.bin/tsx"`, 'tools/bench/run-lighthouse.ts', ...['--html', '--trace'].filter((flag) => args.includes(flag)), ...pages.flatMap((page) => ['--page', page])].join(
  ' ',
);
const code = await run(`${ROOT}node_modules/.bin/tsx`, ['tools/emulators/exec.ts', measure]);
console.log(`[bench] ${code === 0 ? 'done' : 'could not measure'} in ${elapsed()}`);
process.exit(code);
