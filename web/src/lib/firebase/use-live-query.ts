import { useEffect, useRef } from 'react';
import type { QuerySnapshot } from 'firebase/firestore';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import { useRenderedRead } from '../signed-in-render';
import { serverFirst } from './server-first';
import { useLiveSubscription, type LiveState } from './use-live-subscription';

/** What a live query shows: loading, its latest result, or the error that stopped it. */
export type LiveQueryState<T> = LiveState<T>;

/**
 * Subscribes to one of the app's declared queries (domain/src/queries) and keeps its result current.
 * `null` subscribes to nothing.
 * Results come the server's first (server-first.ts); a page rendered per request starts from what it
 * was rendered from (rendered-reads.ts).
 */
export function useLiveQuery<T>(query: CollectionQuery | null, read: (snapshot: QuerySnapshot) => T) {
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  const key = query === null ? null : JSON.stringify(query);
  const rendered = useRenderedRead(key, 'docs', read);
  return useLiveSubscription<T>(
    key,
    (firestore, current, next, fail) =>
      serverFirst(
        // Metadata changes too: a server answer equal to the cache's arrives only as one.
        (onSnapshot) => firestore.onSnapshot(firestore.buildQuery(firestore.db, JSON.parse(current) as CollectionQuery), { includeMetadataChanges: true }, onSnapshot, fail),
        (snapshot) => next(readRef.current(snapshot)),
      ),
    rendered,
  );
}
