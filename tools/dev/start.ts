// `npm start`: builds the functions (and keeps rebuilding them on change), starts the emulator suite
// with the data of the last run, loads the demo data on a first run, serves the web app, and prints
// where to open it and how to sign in. `npm run reset` (or --reset) throws the local data away first.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { API_URL, EMULATOR_DATA_DIR, HOSTING_URL, LOCAL_DIR, ROOT, UPLOADS_DIR } from '../emulators/config';
import { EMULATOR_LIST, emulatorEnvironment, storageEmulatorAvailable } from '../emulators/environment';
import { exitCodeOf, firebase } from '../emulators/firebase-cli';
import { waitForEmulators, waitForFacade, waitForUrl } from '../emulators/wait-ready';
import { startStripeStandInUnlessKeyed } from '../stripe-stand-in/when-needed';
import { startGeoStandInUnlessRunning } from '../geo-stand-in/when-needed';
import { GEO_STAND_IN_URL } from '../../functions/src/neighbourhood/stand-in-settings';
import { startBanner } from './banner';
import { SEED_VERSION_FILE, recordSeedVersion, staleSeedNotice, storedSeedVersion } from './seed-version';

const WEB_URL = 'http://127.0.0.1:5173';
const STRIPE_STAND_IN_STATE = `${LOCAL_DIR}stripe-stand-in.json`;

if (process.argv.includes('--reset')) {
  rmSync(EMULATOR_DATA_DIR, { recursive: true, force: true });
  rmSync(UPLOADS_DIR, { recursive: true, force: true });
  rmSync(STRIPE_STAND_IN_STATE, { force: true });
  rmSync(SEED_VERSION_FILE, { force: true });
  console.log('[start] local data removed: starting afresh with the demo data.');
}

const env = emulatorEnvironment();
const run = (command: string, args: string[]): ChildProcess => spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
const children: ChildProcess[] = [];

if ((await exitCodeOf(run('node', ['functions/build.mjs']))) !== 0) process.exit(1);
children.push(run('node', ['functions/build.mjs', '--watch']));

const stripeStandIn = await startStripeStandInUnlessKeyed({ log: true, stateFile: STRIPE_STAND_IN_STATE });
const geoStandIn = await startGeoStandInUnlessRunning();
const hasData = existsSync(`${EMULATOR_DATA_DIR}/firebase-export-metadata.json`);
const emulators = firebase(['emulators:start', ...(hasData ? ['--import', EMULATOR_DATA_DIR] : []), '--export-on-exit', EMULATOR_DATA_DIR]);
if (!storageEmulatorAvailable) console.log('[start] Storage emulator unavailable here: uploaded images go to the local fallback store in .local/uploads.');

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    children.forEach((child) => child.kill('SIGTERM'));
    await stripeStandIn?.stop();
    await geoStandIn?.stop();
    emulators.kill('SIGINT');
    await exitCodeOf(emulators);
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
emulators.on('exit', () => void stop(stopping ? 0 : 1));

try {
  await waitForEmulators(EMULATOR_LIST);
  await waitForFacade(API_URL);
  if (!hasData) {
    console.log('[start] first run: loading demo data...');
    if ((await exitCodeOf(run(`${ROOT}node_modules/.bin/tsx`, ['tools/seed/seed.ts']))) !== 0) throw new Error('seeding failed');
    recordSeedVersion();
  }
  const staleSeed = hasData ? staleSeedNotice(storedSeedVersion()) : null;
  // Vite itself, not through `npm run`: npm does not pass the stop signal on to its child.
  children.push(run(`${ROOT}node_modules/.bin/vite`, ['web', '--mode', 'emulator']));
  await waitForUrl(WEB_URL);
  // The production-like copy (the Hosting emulator serves web/dist-emulator, its public pages
  // prerendered: web/prerender/build.ts): built once per start.
  if (
    (await exitCodeOf(spawn(`${ROOT}node_modules/.bin/tsx`, ['prerender/build.ts', '--mode', 'emulator', '--outDir', 'dist-emulator', '--quiet'], { cwd: `${ROOT}web`, env, stdio: 'inherit' }))) !== 0
  ) {
    console.log('[start] the production-like build failed: only the Vite server is available.');
  }
  console.log(startBanner(WEB_URL, API_URL, HOSTING_URL, GEO_STAND_IN_URL));
  // After the banner, where a newcomer reads.
  if (staleSeed) console.log(staleSeed);
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
