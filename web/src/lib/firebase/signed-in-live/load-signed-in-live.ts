import type * as Client from './signed-in-live-client';
import { noteDownloadFailure } from '../download-failure';
import { startWhenLoaded } from '../start-when-loaded';
import { nextTask } from '../../idle';

/** The signed-in live worker's client (signed-in-live-client.ts). */
export type SignedInLive = typeof Client;

let client: Promise<SignedInLive> | undefined;

/**
 * The signed-in live worker's client, loaded on first use rather than with the page: the public pages,
 * whose shell reads the role of whoever is signed in, run none of it before they are interactive
 * (docs/performance.md "The bundle budget"). Asked for in a task of its own: the first ask comes from the
 * effects of a page's first commit, and Vite's preload helper appending the client's files in that
 * task made it a long one (docs/performance.md "Effects after the commit").
 */
export function loadSignedInLive(): Promise<SignedInLive> {
  client ??= nextTask()
    .then(() => import('./signed-in-live-client'))
    .catch((error: unknown) => {
      client = undefined;
      noteDownloadFailure();
      throw error;
    });
  return client;
}

/**
 * Starts following something through the worker once its client has loaded; the returned function
 * stops it, whether it has started yet or not. A failed download goes to `fail`.
 */
export function followSignedIn(start: (live: SignedInLive) => () => void, fail: (error: Error) => void): () => void {
  return startWhenLoaded(loadSignedInLive(), start, fail);
}
