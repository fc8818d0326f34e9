// Where the server render (entry-server.tsx built, and the pages rendered per request) goes for the
// `pages` function: functions/lib/<serverRenderFolder(mode)>/, which the function reads at run time
// (domain/src/rendered-page.ts names the layout for both).
import { serverRenderFolder } from '@homehaven/domain/rendered-page';

/** The folder of a mode's server render in the functions' build, or null for a build nothing runs (bundle). */
export function serverRenderDir(mode: string): string | null {
  // Production's, and the emulators' (npm start, the tests).
  return mode === 'production' || mode === 'emulator' ? new URL(`../../functions/lib/${serverRenderFolder(mode)}/`, import.meta.url).pathname : null;
}
