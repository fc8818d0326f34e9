import { startTransition, useEffect, useRef, useState } from 'react';
import { retryReloads } from './download-failure';
import { signedInRender } from '../signed-in-render';

/** What a live read shows: loading, its latest result, or the error that stopped it. */
export type LiveState<T> = { status: 'loading'; data: undefined; error: null } | { status: 'success'; data: T; error: null } | { status: 'error'; data: undefined; error: Error };

const LOADING = { status: 'loading', data: undefined, error: null } as const;

interface Settled<T> {
  key: string;
  attempt: number;
  state: LiveState<T>;
}

/** Starts following `key` (a listener anywhere) and reports each result or the error that stopped it; returns the stop. */
export type StartSource<T> = (key: string, next: (data: T) => void, fail: (error: Error) => void) => () => void;

/**
 * The latest result of a live source for a key: loading until its first result (or what the page was
 * rendered from, `rendered`: rendered-reads.ts), then each result, or the error that stopped it
 * (logged, kept until `retry()`). A `null` key follows nothing.
 */
export function useLiveSource<T>(key: string | null, start: StartSource<T>, rendered?: { value: T }): LiveState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });

  useEffect(() => {
    if (key === null) return undefined;
    // A result may render many cards: a transition renders them in slices that yield to input.
    const settle = (state: LiveState<T>) => startTransition(() => setSettled({ key, attempt, state }));
    const fail = (error: Error) => {
      console.error(`live read of ${key}`, error);
      settle({ status: 'error', data: undefined, error });
    };
    const next = (data: T) => {
      signedInRender()?.answered(key);
      settle({ status: 'success', data, error: null });
    };
    return startRef.current(key, next, fail);
  }, [key, attempt]);

  // After a failed SDK download the same import would fail again: reload (the URL keeps the view).
  const retry = () => (retryReloads() ? window.location.reload() : setAttempt((n) => n + 1));
  const first: LiveState<T> = rendered ? { status: 'success', data: rendered.value, error: null } : LOADING;
  const current = settled !== null && settled.key === key && settled.attempt === attempt ? settled.state : first;
  return { ...current, retry };
}
