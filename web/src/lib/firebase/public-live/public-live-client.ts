import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import type { PlainDoc } from '../documents';
import { noteDownloadFailure } from '../load';
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

/** The public live worker, started on first use (its Firestore SDK downloads then, off the main thread). */
function publicLiveWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./public-live.worker.ts', import.meta.url), { type: 'module', name: 'public-live' });
  started.onmessage = ({ data: message }: MessageEvent<PublicLiveAnswer>) => {
    const listener = listeners.get(message.id);
    if (!listener) return;
    if (message.kind === 'result') listener.next(message.docs);
    else listener.fail(new Error(message.message));
  };
  started.onerror = (event) => {
    // The worker itself failed (its script did not load): every live query fails with it.
    event.preventDefault();
    failure = new Error(`the public live worker failed: ${event.message || 'its script did not load'}`);
    noteDownloadFailure();
    for (const listener of listeners.values()) listener.fail(failure);
    listeners.clear();
  };
  worker = started;
  return started;
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
  const id = nextId;
  nextId += 1;
  listeners.set(id, { next, fail });
  target.postMessage({ kind: 'listen', id, query } satisfies PublicLiveRequest);
  return () => {
    listeners.delete(id);
    target.postMessage({ kind: 'stop', id } satisfies PublicLiveRequest);
  };
}
