// Builds the emulator-mode app and serves it with `vite preview` on :4173 for the browser tests,
// unless something already answers there (a developer's own preview). Stops what it started.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APP_URL } from './config';

const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));
const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Nothing answered at ${url} after ${ms} ms.`);
}

/** Vitest global setup: returns the teardown. */
export default async function setup(): Promise<() => Promise<void>> {
  if (await answers(APP_URL)) {
    console.log(`[e2e] using the app already served at ${APP_URL}`);
    return async () => {};
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execSync('npm run build:emulator -w web', { cwd: ROOT_DIR, stdio: 'inherit' });
  }
  const preview: ChildProcess = spawn('npx', ['vite', 'preview', '--outDir', 'dist-emulator'], {
    cwd: WEB_DIR,
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(APP_URL, 30_000);
  return async () => {
    // Detached: kill the whole group (npx and its vite child) that this setup started.
    if (preview.pid) process.kill(-preview.pid, 'SIGTERM');
  };
}
