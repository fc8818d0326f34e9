import { existsSync } from 'node:fs';
import { SERVER_ENTRY_FILE } from '@homehaven/domain/rendered-page';
import { serverRenderDir } from '../../../web/prerender/server-render';

/** How long the suite waits for the web app's emulator build (made beside it: tools/test/emulator-suites.ts). */
const BUILD_WAIT_MS = 240_000;
/** The timeout of a test that waits for the build: the wait, then the test itself. */
export const RENDER_TEST_TIMEOUT = BUILD_WAIT_MS + 60_000;

/**
 * Waits until the `pages` function's server render is in place (functions/lib/pages/emulator): the
 * web app's emulator build makes it beside this suite in `npm test`, so a test of the pages function
 * waits for it rather than finding none. Throws, saying how to build it, after BUILD_WAIT_MS.
 */
export async function serverRenderBuilt(): Promise<void> {
  const entry = `${serverRenderDir('emulator') ?? ''}${SERVER_ENTRY_FILE}`;
  const deadline = Date.now() + BUILD_WAIT_MS;
  while (!existsSync(entry)) {
    if (Date.now() > deadline) throw new Error(`No server render at ${entry}: run \`npm run build:emulator --workspace web\` (npm test builds it beside this suite).`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
