import { startTransition, useEffect, useRef, useState } from 'react';
import type { QuerySnapshot } from 'firebase/firestore';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import { listenWhenLoaded } from './load';

/** What a live query shows: loading, its latest result, or the error that stopped it. */
export type LiveQueryState<T> =
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: Error };

const LOADING = { status: 'loading', data: undefined, error: null } as const;

interface Settled<T> {
  key: string;
  attempt: number;
  state: LiveQueryState<T>;
}

/**
 * Subscribes to one of the app's declared queries (domain/src/queries) and keeps its result current:
 * what another person changes shows without a reload. Firestore is loaded on first use. A new query
 * (another page, search or order) shows loading until its first result; a failure is logged and kept
 * until `retry()`. `null` subscribes to nothing.
 */
export function useLiveQuery<T>(query: CollectionQuery | null, read: (snapshot: QuerySnapshot) => T): LiveQueryState<T> & { retry: () => void } {
  const key = query === null ? null : JSON.stringify(query);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });

  useEffect(() => {
    if (key === null) return undefined;
    const declared = JSON.parse(key) as CollectionQuery;
    // A result may render many cards: a transition renders them in slices that yield to input.
    const settle = (state: LiveQueryState<T>) => startTransition(() => setSettled({ key, attempt, state }));
    const fail = (error: Error) => {
      console.error(`live query on ${declared.collection}`, error);
      settle({ status: 'error', data: undefined, error });
    };
    return listenWhenLoaded(
      (firestore) =>
        firestore.onSnapshot(
          firestore.buildQuery(firestore.db, declared),
          (snapshot) => settle({ status: 'success', data: readRef.current(snapshot), error: null }),
          fail,
        ),
      fail,
    );
  }, [key, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  const current = settled !== null && settled.key === key && settled.attempt === attempt ? settled.state : LOADING;
  return { ...current, retry };
}
