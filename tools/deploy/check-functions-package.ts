// Checks that functions/ deploys as it is: Cloud Build installs only what functions/package.json
// lists, so every package the bundles (functions/lib/index.js, functions/lib/pdf-check-worker.js) require must be listed there, and the
// workspace domain package must be inlined, not required. Run after the functions build (npm test does).
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { ROOT } from '../emulators/config';

/** The bundles functions/build.mjs writes: the functions, and the PDF check's worker thread. */
const BUNDLES = ['index.js', 'pdf-check-worker.js'];
const bundle = BUNDLES.map((name) => readFileSync(`${ROOT}functions/lib/${name}`, 'utf8')).join('\n');
const manifest = JSON.parse(readFileSync(`${ROOT}functions/package.json`, 'utf8')) as { dependencies?: Record<string, string> };
const listed = new Set(Object.keys(manifest.dependencies ?? {}));

/** `stripe/lib/x` -> `stripe`, `@scope/pkg/x` -> `@scope/pkg`. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const required = [...new Set([...bundle.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1] ?? ''))]
  .filter((s) => s && !s.startsWith('node:') && !s.startsWith('.') && !builtinModules.includes(s))
  .map(packageOf);
const packages = [...new Set(required)].sort();

const problems = [
  ...packages.filter((name) => !listed.has(name)).map((name) => `requires "${name}", which functions/package.json does not list`),
  ...packages.filter((name) => name.startsWith('@homehaven/')).map((name) => `requires the workspace package "${name}" instead of inlining it`),
];
console.log(`functions bundles: ${(bundle.length / 1024).toFixed(0)} kB, requires ${packages.join(', ')}`);
for (const problem of problems) console.log(`FAIL ${problem}`);
if (problems.length === 0) console.log('ok   every required package is a listed dependency; the domain package is inlined');
process.exit(problems.length > 0 ? 1 : 0);
