// Installs dependencies on a fresh clone before `npm start` / `npm test` need them.
// Plain JavaScript with no dependencies: it runs before anything is installed.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const marker = `${root}node_modules/.package-lock.json`;
const lock = `${root}package-lock.json`;
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);

if (stale) {
  console.log('[bootstrap] installing dependencies (npm ci)...');
  execSync(existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
  });
}
