// The web app's build: `vite build` (the browser's bundle), `vite build --ssr` of the server entry
// (self-contained: the packages it uses are bundled in), then the prerender (prerender.ts), which
// writes each public page's HTML into the bundle's folder, and the pages rendered per request beside
// the server module. For
// the builds that run somewhere (production, emulator), the server module and those pages are copied
// into the functions' build, where the `pages` function renders them (functions/src/pages).
// Usage: tsx prerender/build.ts [--mode production|bundle|emulator] [--outDir dist]
// (web/package.json's build scripts; --quiet prints warnings only, as `npm start` wants).
// docs/decisions.md, "Public pages", explains the design.
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { prerender } from './prerender';
import { SERVER_ENTRY_FILE } from '@homehaven/domain/rendered-page';
import { serverRenderDir } from './server-render';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({ options: { mode: { type: 'string', default: 'production' }, outDir: { type: 'string', default: 'dist' }, quiet: { type: 'boolean', default: false } } });
const mode = values.mode ?? 'production';
const outDir = `${WEB_DIR}${values.outDir ?? 'dist'}`;
// Beside the bundle, never inside it: Hosting must not serve the server module.
const ssrDir = `${outDir}-ssr`;

await build({ root: WEB_DIR, mode, ...(values.quiet ? { logLevel: 'warn' as const } : {}), build: { outDir, emptyOutDir: true } });
await build({
  root: WEB_DIR,
  mode,
  logLevel: 'warn',
  // Everything bundled (React, the router, the app): the function that runs it installs none of it.
  ssr: { noExternal: true },
  build: {
    ssr: 'prerender/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
    // .mjs throughout: functions/ is CommonJS, and Node would otherwise parse each chunk twice.
    rollupOptions: { output: { entryFileNames: SERVER_ENTRY_FILE, chunkFileNames: 'assets/[name]-[hash].mjs' } },
  },
});
await prerender({ outDir, ssrEntry: `${ssrDir}/${SERVER_ENTRY_FILE}`, serverPagesDir: ssrDir, mode });

const target = serverRenderDir(mode);
if (target) {
  // Copied beside, then renamed into place: whoever waits for the render (the functions suite, while
  // this build runs beside it) sees all of it or none.
  const staging = `${target.replace(/\/$/, '')}.staging`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  cpSync(ssrDir, staging, { recursive: true });
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  if (!values.quiet) console.log(`[prerender] server render copied to ${relative(resolve(WEB_DIR, '..'), target)}/`);
}
