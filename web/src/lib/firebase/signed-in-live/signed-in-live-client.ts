import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import type { PlainDoc } from '../documents';
import { noteDownloadFailure } from '../download-failure';
import type { AggregateField, SignedInLiveAnswer, SignedInLiveRequest, StoredSession, WorkerSession, WriteOp } from './protocol';
import { SESSION_KEY } from './session-key';

interface Listener {
  next: (answer: SignedInLiveAnswer) => void;
  fail: (error: Error & { code?: string }) => void;
}

let worker: Worker | null = null;
/** Why the worker could not start (its script failed: Chromium keeps that for the page's life), or null. */
let failure: Error | null = null;
let nextId = 1;
const listeners = new Map<number, Listener>();
/** The session last told to the worker, as Auth in this page reported it; undefined until Auth reports. */
let reported: StoredSession | null | undefined;
/** Who the worker's Auth holds, as it last said (null until it has); and who follows it. */
let held: WorkerSession | null = null;
const sessionListeners = new Set<(session: WorkerSession) => void>();
const sessionFailures = new Set<() => void>();

/** The session Firebase Auth keeps in this page's local storage (its first persistence), or null. */
function storedSession(): StoredSession | null {
  try {
    const stored = localStorage.getItem(SESSION_KEY);
    return stored === null ? null : (JSON.parse(stored) as StoredSession);
  } catch {
    return null;
  }
}

/**
 * The signed-in live worker, started on first use (its SDKs download then, off the main thread),
 * told at once who is signed in: what Auth in this page reported, or else the session it keeps.
 */
function signedInLiveWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./signed-in-live.worker.ts', import.meta.url), { type: 'module', name: 'signed-in-live' });
  // The worker sends the answers it has together (signed-in-live.worker.ts): handled in one task, their
  // renders are one.
  started.onmessage = ({ data: answers }: MessageEvent<SignedInLiveAnswer[]>) => {
    for (const message of answers) {
      if (message.kind === 'session') {
        held = message;
        for (const listener of sessionListeners) listener(message);
        continue;
      }
      const listener = listeners.get(message.id);
      if (!listener) continue;
      if (message.kind === 'error') listener.fail(Object.assign(new Error(message.message), message.code === undefined ? {} : { code: message.code }));
      else listener.next(message);
    }
  };
  started.onerror = (event) => {
    // The worker itself failed (its script did not load): every read fails with it.
    event.preventDefault();
    failure = new Error(`the signed-in live worker failed: ${event.message || 'its script did not load'}`);
    noteDownloadFailure();
    for (const listener of listeners.values()) listener.fail(failure);
    listeners.clear();
    for (const failed of sessionFailures) failed();
  };
  started.postMessage({ kind: 'session', session: reported === undefined ? storedSession() : reported } satisfies SignedInLiveRequest);
  // Until Auth in this page reports, the session the worker holds is the one local storage keeps: a
  // sign-in or sign-out in another tab changes it there, and the worker follows, as Auth would here.
  window.addEventListener('storage', (event) => {
    if (reported === undefined && (event.key === SESSION_KEY || event.key === null)) {
      started.postMessage({ kind: 'session', session: storedSession() } satisfies SignedInLiveRequest);
    }
  });
  worker = started;
  return started;
}

/** Starts the worker ahead of the first read (a signed-in page reads at once). */
export function warmSignedInLive(): void {
  if (!failure) signedInLiveWorker();
}

/**
 * Tells the worker who is signed in now, as Firebase Auth in this page reports it (every change: a
 * sign-in, a sign-out, a refreshed token), so its reads are that person's.
 */
export function shareSession(session: StoredSession | null): void {
  reported = session;
  worker?.postMessage({ kind: 'session', session } satisfies SignedInLiveRequest);
}

/**
 * Follows who the worker's Auth holds: `next` gets each {@link WorkerSession} (the last one at once,
 * when it has spoken), `failed` is told when the worker cannot start. Returns the function that stops.
 */
export function followWorkerSession(next: (session: WorkerSession) => void, failed: () => void): () => void {
  if (failure) {
    queueMicrotask(failed);
    return () => undefined;
  }
  sessionListeners.add(next);
  sessionFailures.add(failed);
  signedInLiveWorker();
  if (held) {
    const last = held;
    queueMicrotask(() => {
      if (sessionListeners.has(next)) next(last);
    });
  }
  return () => {
    sessionListeners.delete(next);
    sessionFailures.delete(failed);
  };
}

type Request = Exclude<SignedInLiveRequest, { kind: 'session' } | { kind: 'stop' }>;

/**
 * Sends a request and routes its answers to `listener`; returns the function that stops it (an
 * aggregate, a read once or a write, answered once, is forgotten here without telling the worker).
 */
function ask(request: (id: number) => Request, listener: Listener): () => void {
  if (failure) {
    const failed = failure;
    queueMicrotask(() => listener.fail(failed));
    return () => undefined;
  }
  const target = signedInLiveWorker();
  const id = nextId;
  nextId += 1;
  listeners.set(id, listener);
  const made = request(id);
  target.postMessage(made satisfies SignedInLiveRequest);
  const once = made.kind === 'aggregate' || made.kind === 'write' || made.kind === 'get';
  return () => {
    if (listeners.delete(id) && !once) target.postMessage({ kind: 'stop', id } satisfies SignedInLiveRequest);
  };
}

type Fail = (error: Error & { code?: string }) => void;

/** Follows a query in the worker: `next` gets each result (the server's first) as plain documents. */
export function listenSignedInQuery(query: CollectionQuery, next: (docs: PlainDoc[]) => void, fail: Fail): () => void {
  const take = (answer: SignedInLiveAnswer) => {
    if (answer.kind === 'docs') next(answer.docs);
  };
  return ask((id) => ({ kind: 'query', id, query }), { next: take, fail });
}

/**
 * Follows a document in the worker: `next` gets it, or null when it is missing or (unless
 * `refusedIsMissing` is false: an error then) the rules refuse it.
 */
export function listenSignedInDocument(path: string, next: (doc: PlainDoc | null) => void, fail: Fail, refusedIsMissing = true): () => void {
  const take = (answer: SignedInLiveAnswer) => {
    if (answer.kind === 'doc') next(answer.doc);
  };
  return ask((id) => ({ kind: 'document', id, path, refusedIsMissing }), { next: take, fail });
}

/** Asks something answered once (a read, an aggregate, a write): its answer, as `take` reads it. */
function askOnce<T>(request: (id: number) => Request, take: (answer: SignedInLiveAnswer) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = ask(request, {
      next: (answer) => {
        stop();
        resolve(take(answer));
      },
      fail: (error) => {
        stop();
        reject(error);
      },
    });
  });
}

/** A query's documents once, the server's (as a live query's first result). */
export function readSignedInQuery(query: CollectionQuery): Promise<PlainDoc[]> {
  return askOnce(
    (id) => ({ kind: 'query', id, query }),
    (answer) => (answer.kind === 'docs' ? answer.docs : []),
  );
}

/** A document once, the server's copy when it can be reached (null: missing, or refused by the rules). */
export function readSignedInDocument(path: string): Promise<PlainDoc | null> {
  return askOnce(
    (id) => ({ kind: 'get', id, path }),
    (answer) => (answer.kind === 'doc' ? answer.doc : null),
  );
}

/** An aggregate of a query, computed by Firestore in the worker (no document downloaded). */
export function aggregateSignedIn<F extends string>(query: CollectionQuery, fields: Record<F, AggregateField>): Promise<Record<F, number | null>> {
  return askOnce(
    (id) => ({ kind: 'aggregate', id, query, fields }),
    (answer) => (answer.kind === 'aggregate' ? answer.figures : {}) as Record<F, number | null>,
  );
}

/**
 * Writes documents as one batch in the worker, so its live reads show the change at once and undo it
 * if the server refuses; settles when the server has taken it (or rejects, with Firestore's code).
 */
export function writeSignedIn(writes: WriteOp[]): Promise<void> {
  return askOnce(
    (id) => ({ kind: 'write', id, writes }),
    () => undefined,
  );
}
