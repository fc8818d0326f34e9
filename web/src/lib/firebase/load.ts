/**
 * The Firebase SDK, loaded on first use rather than with the page: public pages paint before any of
 * it downloads (docs/decisions.md, "First paint without Firebase"). Each loader imports its module
 * once; every caller shares the same instances.
 */

import type * as AuthSdk from './auth';
import type * as FirestoreSdk from './firestore';
import { nextTask } from '../idle';
import { noteDownloadFailure } from './download-failure';
import { startWhenLoaded } from './start-when-loaded';

export { retryReloads } from './download-failure';

/** Firebase Auth and the auth functions the app uses. */
export type AuthModule = typeof AuthSdk;
/** Firestore, the functions the app uses, and the query builder. */
export type FirestoreModule = typeof FirestoreSdk;

let authModule: Promise<AuthModule> | undefined;
let firestoreModule: Promise<FirestoreModule> | undefined;

/** Loads Firebase Auth (once). */
export function loadAuth(): Promise<AuthModule> {
  authModule ??= import('./auth').catch((error: unknown) => {
    authModule = undefined;
    noteDownloadFailure();
    throw error;
  });
  return authModule;
}

/**
 * Loads Firestore (once), handed over only after Firebase Auth's module has run when Auth was asked for
 * first (a signed-in page; a failed Auth download does not hold it). Started before Auth's chunk had
 * arrived, it read as a visitor and the rules refused every signed-in read (an admin's role read
 * refused sent them home from Approvals). Auth's chunk is the smaller one, so this seldom waits.
 */
export function loadFirestore(): Promise<FirestoreModule> {
  firestoreModule ??= import('./firestore')
    .then(async (firestore) => {
      await authModule?.catch(() => undefined);
      return firestore;
    })
    .catch((error: unknown) => {
      firestoreModule = undefined;
      noteDownloadFailure();
      throw error;
    });
  return firestoreModule;
}

/**
 * Starts a Firestore listener once the SDK has loaded. The returned function stops it, whether it
 * has started yet or not (a component may unmount first). A failed SDK download goes to `onError`.
 */
export function listenWhenLoaded(start: (firestore: FirestoreModule) => () => void, onError: (error: Error) => void): () => void {
  // Each listener starts in a task of its own, not in the one that evaluated the SDK: all of them
  // there made one long task (Lighthouse's Total Blocking Time, docs/performance.md).
  return startWhenLoaded(loadFirestore(), start, onError, nextTask);
}
