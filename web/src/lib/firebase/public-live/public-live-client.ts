import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import type { PlainDoc } from '../documents';
import { noteDownloadFailure } from '../download-failure';
import type { PublicLiveAnswer, PublicLiveRequest } from './protocol';

interface Listener {
  next: (docs: PlainDoc[]) => void;
  fail: (error: Error) => void;
}

let worker: Worker | null = null;
/**
 * Why the worker could not start. Chromium keeps a failed module script for the page's life (a new
 * worker of the same script fails again, silently), so later reads fail at once and Try again reloads.
 */
let failure: Error | null = null;
let nextId = 1;
const listeners = new Map<number, Listener>();
/** Counts asked for and not yet answered. */
const counts = new Map<number, { resolve: (count: number) => void; reject: (error: Error) => void }>();

/** The public live worker, started on first use (its Firestore SDK downloads then, off the main thread). */
function publicLiveWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./public-live.worker.ts', import.meta.url), { type: 'module', name: 'public-live' });
  started.onmessage = ({ data: message }: MessageEvent<PublicLiveAnswer>) => {
    const count = counts.get(message.id);
    if (count) {
      counts.delete(message.id);
      if (message.kind === 'count') count.resolve(message.count);
      else count.reject(new Error(message.kind === 'error' ? message.message : `a ${message.kind} answer to a count`));
      return;
    }
    const listener = listeners.get(message.id);
    if (!listener) return;
    if (message.kind === 'result') listener.next(message.docs);
    else if (message.kind === 'error') listener.fail(new Error(message.message));
  };
  started.onerror = (event) => {
    // The worker itself failed (its script did not load): every live query fails with it.
    event.preventDefault();
    failure = new Error(`the public live worker failed: ${event.message || 'its script did not load'}`);
    noteDownloadFailure();
    for (const listener of listeners.values()) listener.fail(failure);
    listeners.clear();
    for (const count of counts.values()) count.reject(failure);
    counts.clear();
  };
  worker = started;
  return started;
}

/** The id of a new request: answers name it. */
function takeId(): number {
  const id = nextId;
  nextId += 1;
  return id;
}

/**
 * Follows a public query in the public live worker: `next` gets each result as plain documents,
 * `fail` the error that stopped it. Returns the function that stops following.
 */
export function listenPublic(query: CollectionQuery, next: (docs: PlainDoc[]) => void, fail: (error: Error) => void): () => void {
  if (failure) {
    const failed = failure;
    queueMicrotask(() => fail(failed));
    return () => undefined;
  }
  const target = publicLiveWorker();
  const id = takeId();
  listeners.set(id, { next, fail });
  target.postMessage({ kind: 'listen', id, query } satisfies PublicLiveRequest);
  return () => {
    listeners.delete(id);
    target.postMessage({ kind: 'stop', id } satisfies PublicLiveRequest);
  };
}

/** Counts a public query's documents once, in the public live worker (an aggregation: no documents read). */
export function countPublic(query: CollectionQuery): Promise<number> {
  if (failure) return Promise.reject(failure);
  const target = publicLiveWorker();
  const id = takeId();
  return new Promise((resolve, reject) => {
    counts.set(id, { resolve, reject });
    target.postMessage({ kind: 'count', id, query } satisfies PublicLiveRequest);
  });
}
