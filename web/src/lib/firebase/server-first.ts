import type { QuerySnapshot } from 'firebase/firestore';

/** How long a list waits for the server before showing what the local cache holds (offline, or a very slow line). */
export const CACHE_FALLBACK_MS = 5_000;

/** Starts a query listener (with metadata changes) and answers the function that stops it. */
export type Listen = (onSnapshot: (snapshot: QuerySnapshot) => void) => () => void;

/**
 * A query listener's snapshots, the server's first. Firestore first answers a new query from its
 * local cache, which holds only documents other listeners loaded (Manage users would show the
 * admin's own profile alone, then the full page): that first answer is held back until the server's
 * arrives, or for {@link CACHE_FALLBACK_MS} when it does not. After it, every snapshot shows, the
 * app's own pending writes included (the optimistic updates). Returns the function that stops it.
 */
export function serverFirst(listen: Listen, show: (snapshot: QuerySnapshot) => void): () => void {
  // Whether snapshots show as they come: after the server's first answer, or the fallback.
  let showing = false;
  let cached: QuerySnapshot | null = null;
  const fallback = setTimeout(() => {
    if (showing || !cached) return;
    showing = true;
    show(cached);
  }, CACHE_FALLBACK_MS);
  const stop = listen((snapshot) => {
    if (!showing && snapshot.metadata.fromCache) {
      cached = snapshot;
      return;
    }
    showing = true;
    show(snapshot);
  });
  return () => {
    clearTimeout(fallback);
    stop();
  };
}

/**
 * Listener options for a document followed server-first: a snapshot whose only change is where it
 * came from is reported too, so the server's word on a document the cache lacked arrives.
 */
export const WITH_SOURCE_CHANGES = { includeMetadataChanges: true } as const;

/**
 * Whether a document snapshot is an answer. While the server has not answered (offline, or a Listen
 * stream slower than Firestore's 10 s to open, as a busy emulator can be), Firestore reports a
 * document its local cache lacks as missing: that is not an answer, and a screen that took it for one
 * would call the document gone (a role missing sends its person home). Wait for the server's.
 */
export function isAnswer(snapshot: { exists(): boolean; metadata: { fromCache: boolean } }): boolean {
  return snapshot.exists() || !snapshot.metadata.fromCache;
}
