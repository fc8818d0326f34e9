// `npm run bench:web`: measures the public pages as a phone sees them (Lighthouse, mobile preset).
// Builds the web app in emulator mode and the functions, then runs tools/bench/run-lighthouse.ts inside
// a fresh emulator suite (tools/emulators/exec.ts: Stripe stand-in included), which seeds the demo
// data, serves the build and measures. Prints figures; exits 0 even when a target is missed.
// Options: --html (also write the median runs' HTML reports), --no-build (measure the existing
// web/dist-emulator and functions/lib as they are). See docs/performance.md.
import { spawn } from 'node:child_process';
import { ROOT } from '../emulators/config';
import { exitCodeOf } from '../emulators/firebase-cli';

const started = Date.now();
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--html' && arg !== '--no-build');
if (unknown.length > 0) {
  console.error(`usage: npm run bench:web [-- [--html] [--no-build]]  (unknown: ${unknown.join(' ')})`);
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

const measure = [`"${ROOT}node_modules/.bin/tsx"`, 'tools/bench/run-lighthouse.ts', ...(args.includes('--html') ? ['--html'] : [])].join(' ');
const code = await run(`${ROOT}node_modules/.bin/tsx`, ['tools/emulators/exec.ts', measure]);
console.log(`[bench] ${code === 0 ? 'done' : 'could not measure'} in ${elapsed()}`);
process.exit(code);
