// The web app's build: `vite build` (the browser's bundle), `vite build --ssr` of the prerender entry,
// then the prerender itself (prerender.ts), which writes each public page's HTML into the bundle's
// folder. Usage: tsx prerender/build.ts [--mode production|bundle|emulator] [--outDir dist]
// (web/package.json's build scripts; --quiet prints warnings only, as `npm start` wants).
// docs/decisions.md, "Public pages", explains the design.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { prerender } from './prerender';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' }, outDir: { type: 'string', default: 'dist' }, quiet: { type: 'boolean', default: false } } });
const mode = values.mode ?? 'production';
const outDir = `${WEB_DIR}${values.outDir ?? 'dist'}`;
// Beside the bundle, never inside it: the server bundle is build tooling, not something to deploy.
const ssrDir = `${outDir}-ssr`;

await build({ root: WEB_DIR, mode, ...(values.quiet ? { logLevel: 'warn' as const } : {}), build: { outDir, emptyOutDir: true } });
await build({ root: WEB_DIR, mode, logLevel: 'warn', build: { ssr: 'prerender/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false, manifest: false } });
await prerender({ outDir, ssrEntry: `${ssrDir}/entry-server.js`, mode });
