import { useEffect, useRef } from 'react';
import type { QuerySnapshot } from 'firebase/firestore';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import { useLiveSubscription, type LiveState } from './use-live-subscription';

/** What a live query shows: loading, its latest result, or the error that stopped it. */
export type LiveQueryState<T> = LiveState<T>;

/**
 * Subscribes to one of the app's declared queries (domain/src/queries) and keeps its result current.
 * `null` subscribes to nothing.
 */
export function useLiveQuery<T>(query: CollectionQuery | null, read: (snapshot: QuerySnapshot) => T) {
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  return useLiveSubscription<T>(query === null ? null : JSON.stringify(query), (firestore, key, next, fail) =>
    firestore.onSnapshot(firestore.buildQuery(firestore.db, JSON.parse(key) as CollectionQuery), (snapshot) => next(readRef.current(snapshot)), fail),
  );
}
