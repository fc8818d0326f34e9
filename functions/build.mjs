// Bundles the functions into lib/index.js (and the PDF check's worker into lib/pdf-check-worker.js). The domain workspace package is inlined (it is not on the
// npm registry, so `firebase deploy` could not install it); real dependencies stay external and are
// installed by Cloud Build from package.json. See docs/deploy.md.
import { build, context } from 'esbuild';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const options = {
  // Paths below are relative to functions/, wherever the build is started from.
  absWorkingDir: dirname(fileURLToPath(import.meta.url)),
  // The PDF check runs in a worker thread, from a bundle of its own (src/legal-check/check-pdf-apart.ts).
  entryPoints: { index: 'src/index.ts', 'pdf-check-worker': 'src/legal-check/pdf-check-worker.ts' },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'info',
  packages: 'external',
  // `packages: 'external'` would also externalise the workspace package; bundle it instead.
  alias: { '@homehaven/domain': '../domain/src' },
};

if (process.argv.includes('--watch')) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
