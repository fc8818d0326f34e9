// Panda's PostCSS step, for two stylesheets (docs/decisions.md, "Two stylesheets"): the public pages'
// (src/styles/index.css, inlined in every prerendered page) holds the styles of the files the public
// pages run and load on use; the app's (src/styles/app.css, loaded with the signed-in screens) holds
// every file's. Panda's own plugin extracts one set of files per process, so each sheet gets its own
// context here, built from the same config with its own `include`.
import { relative, resolve, sep } from 'node:path';
import { loadConfigAndCreateContext } from '@pandacss/node';
import { publicStyleFiles } from '../../tools/lint/public-page-files.mjs';

/** The stylesheets Panda writes into, and the files each one's styles come from (from web/). */
const SHEETS = {
  'src/styles/index.css': () =>
    publicStyleFiles()
      .filter((file) => file.startsWith('web/src/'))
      .map((file) => file.slice('web/'.length)),
  'src/styles/app.css': () => ['src/**/*.{ts,tsx}'],
};

/** Whether a path is a glob (Vite watches a folder for it) rather than one file. */
const isGlob = (path) => /[*{]/.test(path);

/** The PostCSS plugin: fills a sheet's `@layer reset, base, tokens, recipes, utilities;` with the CSS its files use. */
export function pandaStylesheets({ cwd, configPath }) {
  return {
    postcssPlugin: 'homehaven-panda-stylesheets',
    async Once(root, { result, postcss }) {
      const from = result.opts.from?.split('?')[0];
      if (!from) return;
      const sheet = relative(cwd, from).split(sep).join('/');
      const files = SHEETS[sheet];
      if (!files) return;
      const include = files();
      const ctx = await loadConfigAndCreateContext({ cwd, configPath, config: { include } });
      for (const file of ctx.getFiles()) ctx.parseFile(file);
      const stylesheet = ctx.createSheet();
      ctx.appendBaselineCss(stylesheet);
      root.append(postcss.parse(ctx.getCss(stylesheet), { from }));
      // Vite rebuilds the sheet when a file it came from (or the config) changes.
      for (const path of include) {
        if (isGlob(path)) result.messages.push({ type: 'dir-dependency', plugin: 'homehaven-panda-stylesheets', dir: resolve(cwd, 'src'), glob: '**/*.{ts,tsx}', parent: from });
        else result.messages.push({ type: 'dependency', plugin: 'homehaven-panda-stylesheets', file: resolve(cwd, path), parent: from });
      }
      result.messages.push({ type: 'dependency', plugin: 'homehaven-panda-stylesheets', file: configPath, parent: from });
    },
  };
}
pandaStylesheets.postcss = true;
