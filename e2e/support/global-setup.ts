// Builds the emulator-mode app (web/dist-emulator) unless E2E_SKIP_BUILD=1 (npm test has just built
// it), then waits for the Hosting emulator to serve it: the browser tests run against the app as
// Hosting serves it, with firebase.json's rewrites and headers (tools/emulators/hosting-config.ts).
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APP_URL } from './config';

const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Vitest global setup. */
export default async function setup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1') execSync('npm run build:emulator -w web', { cwd: ROOT_DIR, stdio: 'inherit' });
  const deadline = Date.now() + 30_000;
  while (!(await answers(APP_URL))) {
    if (Date.now() > deadline) throw new Error(`The Hosting emulator does not serve the app at ${APP_URL}: run the browser tests inside tools/emulators/exec.ts (npm run test:emulators).`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
