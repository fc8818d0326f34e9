import { useEffect, useRef } from 'react';
import type { DocumentSnapshot } from 'firebase/firestore';
import type { CollectionName } from '@homehaven/domain/queries/query-spec';
import { useRenderedRead } from '../signed-in-render';
import { documentSnapshotOf } from './plain-snapshots';
import { followSignedIn } from './signed-in-live/load-signed-in-live';
import { useLiveSource } from './use-live-subscription';

/**
 * One document, live, read with `read`; `null` when it does not exist or the rules refuse it to this
 * viewer (both mean "not yours to see" to a screen), said by the server, not by an empty local cache
 * (server-first.ts). Followed in the signed-in live worker. A `null` id reads nothing.
 */
export function useLiveDocument<T>(collection: CollectionName, id: string | null, read: (snapshot: DocumentSnapshot) => T) {
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  const key = id === null ? null : `${collection}/${id}`;
  const rendered = useRenderedRead<T | null>(key, 'doc', read);
  return useLiveSource<T | null>(
    key,
    (path, next, fail) => followSignedIn((live) => live.listenSignedInDocument(path, (doc) => next(doc === null ? null : readRef.current(documentSnapshotOf(doc))), fail), fail),
    rendered,
  );
}
