import { useEffect, useRef } from 'react';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import type { PlainDoc } from '../documents';
import { useLiveSource } from '../use-live-subscription';
import { listenPublic } from './public-live-client';

/**
 * A public query (readable by anyone: listings, reviews) kept current by the public live worker: the
 * Firestore SDK runs in a worker thread, so following the public pages' lists costs their main thread
 * nothing but the results. `null` follows nothing. Signed-in work (the dashboard) uses useLiveQuery.
 */
export function usePublicLiveQuery<T>(query: CollectionQuery | null, read: (docs: PlainDoc[]) => T) {
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  return useLiveSource<T>(query === null ? null : JSON.stringify(query), (key, next, fail) => listenPublic(JSON.parse(key) as CollectionQuery, (docs) => next(readRef.current(docs)), fail));
}
