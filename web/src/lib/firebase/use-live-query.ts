import { useEffect, useRef } from 'react';
import type { QuerySnapshot } from 'firebase/firestore';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import { useRenderedRead } from '../signed-in-render';
import { querySnapshotOf } from './plain-snapshots';
import { followSignedIn } from './signed-in-live/load-signed-in-live';
import { useLiveSource, type LiveState } from './use-live-subscription';

/** What a live query shows: loading, its latest result, or the error that stopped it. */
export type LiveQueryState<T> = LiveState<T>;

/**
 * Subscribes to one of the app's declared queries (domain/src/queries) and keeps its result current.
 * `null` subscribes to nothing. Followed in the signed-in live worker (docs/decisions.md "Signed-in
 * reads in a worker"), results the server's first (server-first.ts); a page rendered per request
 * starts from what it was rendered from (rendered-reads.ts).
 */
export function useLiveQuery<T>(query: CollectionQuery | null, read: (snapshot: QuerySnapshot) => T) {
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  const key = query === null ? null : JSON.stringify(query);
  const rendered = useRenderedRead(key, 'docs', read);
  return useLiveSource<T>(
    key,
    (current, next, fail) => followSignedIn((live) => live.listenSignedInQuery(JSON.parse(current) as CollectionQuery, (docs) => next(readRef.current(querySnapshotOf(docs))), fail), fail),
    rendered,
  );
}
