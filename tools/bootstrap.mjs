// Installs dependencies on a fresh clone before `npm start` / `npm test` need them, and generates
// what the sources import but git does not keep (Panda's styled-system).
// Plain JavaScript with no dependencies: it runs before anything is installed.
import { existsSync, statSync, writeFileSync } from 'node:fs';
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

// Panda's styling functions (web/styled-system, git-ignored) are generated from web/panda.config.ts:
// the type-check, the unit tests and the build import them.
// A stamp written after each generation: codegen leaves unchanged files as they are.
const stamp = `${root}web/styled-system/.generated`;
const pandaConfig = `${root}web/panda.config.ts`;
if (stale || !existsSync(stamp) || statSync(pandaConfig).mtimeMs > statSync(stamp).mtimeMs) {
  console.log('[bootstrap] generating web/styled-system (panda codegen)...');
  execSync('npm run -s codegen --workspace web', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}
