import { useEffect, useRef } from 'react';
import type { QuerySnapshot } from 'firebase/firestore';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import { useLiveSubscription, type LiveState } from './use-live-subscription';

/** What a live query shows: loading, its latest result, or the error that stopped it. */
export type LiveQueryState<T> = LiveState<T>;

/** How long a list waits for the server before showing what the local cache holds (offline, or a very slow line). */
export const CACHE_FALLBACK_MS = 5_000;

/**
 * Subscribes to one of the app's declared queries (domain/src/queries) and keeps its result current.
 * `null` subscribes to nothing.
 *
 * Firestore first answers a new query from its local cache, which holds only documents other
 * listeners loaded (Manage users would show the admin's own profile alone, then the full page): that
 * first answer is held back until the server's arrives, or for {@link CACHE_FALLBACK_MS} when it
 * does not. After it, every snapshot shows, the app's own pending writes included (the optimistic
 * updates).
 */
export function useLiveQuery<T>(query: CollectionQuery | null, read: (snapshot: QuerySnapshot) => T) {
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  return useLiveSubscription<T>(query === null ? null : JSON.stringify(query), (firestore, key, next, fail) => {
    // Whether snapshots show as they come: after the server's first answer, or the fallback.
    let showing = false;
    let cached: QuerySnapshot | null = null;
    const fallback = setTimeout(() => {
      if (showing || !cached) return;
      showing = true;
      next(readRef.current(cached));
    }, CACHE_FALLBACK_MS);
    const stop = firestore.onSnapshot(
      firestore.buildQuery(firestore.db, JSON.parse(key) as CollectionQuery),
      // Metadata changes too: a server answer equal to the cache's arrives only as one.
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!showing && snapshot.metadata.fromCache) {
          cached = snapshot;
          return;
        }
        showing = true;
        next(readRef.current(snapshot));
      },
      fail,
    );
    return () => {
      clearTimeout(fallback);
      stop();
    };
  });
}
