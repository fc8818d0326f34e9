import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { QuerySnapshot } from 'firebase/firestore';
import { CACHE_FALLBACK_MS, isAnswer, serverFirst } from './server-first';

const documentSnapshot = (exists: boolean, fromCache: boolean) => ({ exists: () => exists, metadata: { fromCache } });

describe('isAnswer', () => {
  test('a document the cache lacks is not yet missing: only the server says so', () => {
    expect(isAnswer(documentSnapshot(false, true))).toBe(false);
    expect(isAnswer(documentSnapshot(false, false))).toBe(true);
  });

  test('a document that exists is an answer, from the cache or the server', () => {
    expect(isAnswer(documentSnapshot(true, true))).toBe(true);
    expect(isAnswer(documentSnapshot(true, false))).toBe(true);
  });
});

describe('serverFirst', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const querySnapshot = (fromCache: boolean, size: number) => ({ metadata: { fromCache }, size }) as unknown as QuerySnapshot;

  /** A listener the test drives: `emit` delivers a snapshot as Firestore would. */
  function drivenListener() {
    let deliver: ((snapshot: QuerySnapshot) => void) | null = null;
    const stop = vi.fn();
    return {
      listen: (onSnapshot: (snapshot: QuerySnapshot) => void) => {
        deliver = onSnapshot;
        return stop;
      },
      emit: (snapshot: QuerySnapshot) => deliver?.(snapshot),
      stop,
    };
  }

  test("holds the cache's first answer back until the server's arrives", () => {
    const listener = drivenListener();
    const show = vi.fn();
    serverFirst(listener.listen, show);
    listener.emit(querySnapshot(true, 1));
    expect(show).not.toHaveBeenCalled();
    const fromServer = querySnapshot(false, 20);
    listener.emit(fromServer);
    expect(show).toHaveBeenCalledExactlyOnceWith(fromServer);
    // After the server's first answer every snapshot shows, a cached one (a pending write) included.
    const pending = querySnapshot(true, 21);
    listener.emit(pending);
    expect(show).toHaveBeenLastCalledWith(pending);
  });

  test('shows what the cache holds when the server stays silent past the fallback', () => {
    const listener = drivenListener();
    const show = vi.fn();
    serverFirst(listener.listen, show);
    const cached = querySnapshot(true, 3);
    listener.emit(cached);
    vi.advanceTimersByTime(CACHE_FALLBACK_MS - 1);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledExactlyOnceWith(cached);
  });

  test('stopping stops the listener and the fallback', () => {
    const listener = drivenListener();
    const show = vi.fn();
    const stop = serverFirst(listener.listen, show);
    listener.emit(querySnapshot(true, 3));
    stop();
    vi.advanceTimersByTime(CACHE_FALLBACK_MS);
    expect(listener.stop).toHaveBeenCalledOnce();
    expect(show).not.toHaveBeenCalled();
  });
});
