import { fileURLToPath } from 'node:url';

// Panda CSS extracts the public pages' styles at build time (panda.config.ts). Its config and source
// globs are found from web/, whichever folder Vite was started from (`npm start` runs it from the root).
const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));

export default { plugins: { '@pandacss/dev/postcss': { cwd: WEB_DIR, configPath: `${WEB_DIR}panda.config.ts` } } };
