import { fileURLToPath } from 'node:url';
import { pandaStylesheets } from './postcss/panda-stylesheets.mjs';

// Panda CSS extracts the styles at build time (panda.config.ts), into two stylesheets
// (postcss/panda-stylesheets.mjs). Its config and source files are found from web/, whichever folder
// Vite was started from (`npm start` runs it from the root).
const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));

export default { plugins: [pandaStylesheets({ cwd: WEB_DIR, configPath: `${WEB_DIR}panda.config.ts` })] };
