import { useEffect, useRef } from 'react';
import type { DocumentSnapshot } from 'firebase/firestore';
import type { CollectionName } from '@homehaven/domain/queries/query-spec';
import { useRenderedRead } from '../signed-in-render';
import { isAnswer, WITH_SOURCE_CHANGES } from './server-first';
import { useLiveSubscription } from './use-live-subscription';

/**
 * One document, live, read with `read`; `null` when it does not exist or the rules refuse it to this
 * viewer (both mean "not yours to see" to a screen), said by the server, not by an empty local cache
 * (server-first.ts). A `null` id reads nothing.
 */
export function useLiveDocument<T>(collection: CollectionName, id: string | null, read: (snapshot: DocumentSnapshot) => T) {
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  const key = id === null ? null : `${collection}/${id}`;
  const rendered = useRenderedRead<T | null>(key, 'doc', read);
  return useLiveSubscription<T | null>(
    key,
    (firestore, path, next, fail) =>
      firestore.onSnapshot(
        firestore.doc(firestore.db, path),
        WITH_SOURCE_CHANGES,
        (snapshot) => {
          if (isAnswer(snapshot)) next(snapshot.exists() ? readRef.current(snapshot) : null);
        },
        (error) => ((error as { code?: unknown }).code === 'permission-denied' ? next(null) : fail(error)),
      ),
    rendered,
  );
}
