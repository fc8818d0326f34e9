// Runs one command with the emulator suite up (fresh, empty data) and exits with its exit code.
// The emulators' own output goes to a file (emulator-log.ts) rather than beside the command's, so a run
// shows the tests' results; when the command fails, the file's last lines follow its output.
// Usage: tsx tools/emulators/exec.ts "<command>"
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { exitCodeOf, firebase } from './firebase-cli';
import { PROJECT_ID, hostOf } from './config';
import { EMULATOR_LIST, emulatorEnvironment, storageEmulatorAvailable } from './environment';
import { EMULATOR_LOG, EMULATOR_LOG_SHOWN, printEmulatorLogTail } from './emulator-log';
import { startStripeStandInUnlessKeyed } from '../stripe-stand-in/when-needed';
import { startGeoStandInUnlessRunning } from '../geo-stand-in/when-needed';

/** What firebase-tools prints once every emulator runs and the functions are loaded: where `emulators:exec` starts its script. */
const READY = 'All emulators ready';
const STARTUP_WAIT_MS = 180_000;
const STOP_WAIT_MS = 30_000;

const command = process.argv[2];
if (!command) {
  console.error('usage: tsx tools/emulators/exec.ts "<command>"');
  process.exit(2);
}

/** The environment `firebase emulators:exec` gives its script: the project, and each running emulator's address as the hub lists them. */
async function commandEnvironment(): Promise<NodeJS.ProcessEnv> {
  const running = (await (await fetch(`http://${hostOf('hub')}/emulators`)).json()) as Record<string, { host: string; port: number } | undefined>;
  const at = (name: string) => {
    const emulator = running[name];
    return emulator ? `${emulator.host}:${emulator.port}` : undefined;
  };
  const storage = at('storage');
  const eventarc = at('eventarc');
  const addresses = {
    FIRESTORE_EMULATOR_HOST: at('firestore'),
    FIREBASE_FIRESTORE_EMULATOR_ADDRESS: at('firestore'),
    FIREBASE_AUTH_EMULATOR_HOST: at('auth'),
    FIREBASE_STORAGE_EMULATOR_HOST: storage,
    STORAGE_EMULATOR_HOST: storage && `http://${storage}`,
    FIREBASE_EMULATOR_HUB: at('hub') ?? hostOf('hub'),
    CLOUD_EVENTARC_EMULATOR_HOST: eventarc && `http://${eventarc}`,
    CLOUD_TASKS_EMULATOR_HOST: at('tasks'),
  };
  const env: NodeJS.ProcessEnv = {
    ...emulatorEnvironment(),
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com`, databaseURL: `https://${PROJECT_ID}.firebaseio.com` }),
  };
  for (const [name, value] of Object.entries(addresses)) if (value) env[name] = value;
  return env;
}

/** Waits until the emulators say they are ready; false if they stopped or took too long. */
async function emulatorsReady(stopped: () => boolean): Promise<boolean> {
  const deadline = Date.now() + STARTUP_WAIT_MS;
  while (Date.now() < deadline && !stopped()) {
    if (readFileSync(EMULATOR_LOG, 'utf8').includes(READY)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

if (!storageEmulatorAvailable) {
  console.log('[emulators] Storage emulator unavailable here (its rules runtime cannot be downloaded): images use the local fallback store.');
}
const stripeStandIn = await startStripeStandInUnlessKeyed();
const geoStandIn = await startGeoStandInUnlessRunning();

mkdirSync(dirname(EMULATOR_LOG), { recursive: true });
const log = openSync(EMULATOR_LOG, 'w');
const started = Date.now();
console.log(`[emulators] starting ${EMULATOR_LIST.join(', ')}; emulator logs: ${EMULATOR_LOG_SHOWN}`);
const emulators = firebase(['emulators:start'], log);
const emulatorsStopped = exitCodeOf(emulators);
let stoppedEarly = false;
void emulatorsStopped.then(() => (stoppedEarly = true));

let exitCode = 1;
if (!(await emulatorsReady(() => stoppedEarly))) {
  printEmulatorLogTail(stoppedEarly ? 'the emulators stopped before they were ready' : `the emulators were not ready after ${STARTUP_WAIT_MS / 1000} s`);
} else {
  console.log(`[emulators] ready in ${Math.round((Date.now() - started) / 1000)} s; running: ${command}`);
  const child = spawn(command, { shell: true, stdio: 'inherit', env: await commandEnvironment() });
  // Ctrl+C reaches the command and the emulators from the terminal; a SIGTERM alone (a CI timeout) is passed on.
  let interrupted = false;
  process.on('SIGINT', () => (interrupted = true));
  process.on('SIGTERM', () => {
    interrupted = true;
    child.kill('SIGTERM');
  });
  exitCode = await exitCodeOf(child);
  if (exitCode !== 0 && !interrupted) printEmulatorLogTail(`"${command}" failed (exit ${exitCode})`);
}

// Stopped as `emulators:exec` stops them after its script: SIGINT, a clean shutdown.
emulators.kill('SIGINT');
if ((await Promise.race([emulatorsStopped, new Promise((resolve) => setTimeout(() => resolve('late'), STOP_WAIT_MS))])) === 'late') emulators.kill('SIGKILL');
closeSync(log);
await stripeStandIn?.stop();
await geoStandIn?.stop();
process.exit(exitCode);
