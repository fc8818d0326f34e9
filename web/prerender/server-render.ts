// Where the server render (entry-server.tsx built, and the pages rendered per request) goes for the
// `pages` function: functions/lib/pages/<mode>/, which the function reads at run time
// (functions/src/pages/server-render.ts names the same layout).

/** The server module's file name (ESM: functions/ is CommonJS, so the extension says it). */
export const SERVER_ENTRY_FILE = 'entry-server.mjs';

/** Builds whose server render a function runs: production's, and the emulators' (npm start, the tests). */
const DEPLOYED_MODES = ['production', 'emulator'];

/** The folder of a mode's server render in the functions' build, or null for a build nothing runs (bundle). */
export function serverRenderDir(mode: string): string | null {
  return DEPLOYED_MODES.includes(mode) ? new URL(`../../functions/lib/pages/${mode}/`, import.meta.url).pathname : null;
}
