// The signed-in live worker (docs/decisions.md "Signed-in Firestore in a worker"): follows the
// signed-in screens' live queries and documents, reads once, computes aggregates and commits their
// writes, with Firebase Auth and Firestore in a worker thread, so the SDKs' download, start-up and
// snapshot work never block the page's main thread. Auth here restores the session the page posts
// (mirrored-session.ts) and follows its changes. Answers plain documents (protocol.ts).
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, onAuthStateChanged, onIdTokenChanged } from 'firebase/auth';
import {
  average,
  connectFirestoreEmulator,
  count,
  doc,
  deleteField,
  getAggregateFromServer,
  getDoc,
  getFirestore,
  onSnapshot,
  serverTimestamp,
  sum,
  Timestamp,
  writeBatch,
  increment,
  type AggregateSpec,
  type DocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { buildQuery } from '../build-query';
import { firebaseOptions } from '../options';
import { plain } from '../plain-data';
import { isAnswer, serverFirst, WITH_SOURCE_CHANGES } from '../server-first';
import { mirrorSession, mirroredSessionStorage } from './mirrored-session';
import type { AggregateField, SignedInLiveAnswer, SignedInLiveRequest, StoredSession, WriteOp } from './protocol';
import { SESSION_KEY } from './session-key';
import { isWriteMarker } from './write-values';

const app = initializeApp(firebaseOptions);
let auth: ReturnType<typeof initializeAuth> | null = null;
const db = getFirestore(app);
// See auth.ts: a production build drops this branch.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectFirestoreEmulator(db, import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1', Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
}

/** How long reads wait for Auth to take a posted person before going on as nobody (a session Auth refuses). */
const SESSION_WAIT_MS = 5000;

/** Settles once Auth holds the session last posted: every read waits for it, so the rules see who asks. */
let sessionHeld: Promise<void> = Promise.resolve();

/** Takes the page's session: the first one starts Auth with it; a later one is a change Auth follows. */
function takeSession(session: StoredSession | null): void {
  mirrorSession(SESSION_KEY, session);
  const uid = typeof session?.uid === 'string' ? session.uid : null;
  if (!auth) {
    auth = initializeAuth(app, { persistence: mirroredSessionStorage });
    if (import.meta.env.VITE_USE_EMULATORS === 'true') {
      connectAuthEmulator(auth, import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', { disableWarnings: true });
    }
    // Who Auth holds, each change and each refreshed token: a rendered page keeps its session by it.
    onIdTokenChanged(auth, (user) => {
      if (!user) {
        answer({ kind: 'session', uid: null, token: null });
        return;
      }
      // Auth has just refreshed it; a failure to read it back (offline) ends nothing: the next change tells.
      user.getIdToken().then(
        (token) => answer({ kind: 'session', uid: user.uid, token }),
        () => undefined,
      );
    });
  }
  const current = auth;
  sessionHeld = sessionHeld.then(
    () =>
      new Promise<void>((resolve) => {
        // Auth reports its user at once, then each change: held once it holds the posted session's user
        // (nobody, when nobody was posted). A person posted while Auth still says nobody is waited for:
        // Auth takes a posted change after its first report, and a read started as nobody in between
        // was refused for good (docs/decisions.md "The session in the worker"). A session Auth refuses
        // (ended elsewhere) leaves it signed out: reads go on as nobody after SESSION_WAIT_MS.
        let held = false;
        let limit: ReturnType<typeof setTimeout> | undefined;
        const hold = () => {
          if (held) return;
          held = true;
          clearTimeout(limit);
          stop();
          resolve();
        };
        // Auth calls back once the call has returned (a promise), never within it: `stop` is set by then.
        const stop = onAuthStateChanged(current, (user) => {
          const holder = user?.uid ?? null;
          if (holder === uid) hold();
          else if (holder === null) limit ??= setTimeout(hold, SESSION_WAIT_MS);
        });
      }),
  );
}

/**
 * Answers go out together: Firestore raises the snapshots of many queries in one go, and one message
 * carrying them all lets the page render them in one pass rather than a long task per listener.
 */
let outbox: SignedInLiveAnswer[] = [];
const answer = (message: SignedInLiveAnswer): void => {
  outbox.push(message);
  if (outbox.length > 1) return;
  queueMicrotask(() => {
    const sent = outbox;
    outbox = [];
    postMessage(sent);
  });
};
const failed = (id: number, error: unknown): void => answer({ kind: 'error', id, message: error instanceof Error ? error.message : String(error), code: (error as { code?: string } | null)?.code });

/** A document as plain data: a write of the page not yet on the server is marked (a message shows "Sending…"). */
const plainOf = (item: DocumentSnapshot) => ({
  id: item.id,
  data: plain(item.data({ serverTimestamps: 'estimate' })) as Record<string, unknown>,
  ...(item.metadata.hasPendingWrites ? { pending: true } : {}),
});
const plainDocs = (snapshot: QuerySnapshot) => snapshot.docs.map(plainOf);
const plainDoc = (snapshot: DocumentSnapshot) => (snapshot.exists() ? plainOf(snapshot) : null);

function aggregateSpec(fields: Record<string, AggregateField>): AggregateSpec {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.op === 'count' ? count() : field.op === 'sum' ? sum(field.field) : average(field.field)]));
}

/** A value of a write as the SDK writes it: the page's markers made into the SDK's values (write-values.ts). */
function sdkValue(value: unknown): unknown {
  if (isWriteMarker(value)) {
    if (value.$write === 'serverTime') return serverTimestamp();
    if (value.$write === 'deleteField') return deleteField();
    if (value.$write === 'increment') return increment(value.by);
    return new Timestamp(value.seconds, value.nanos);
  }
  if (Array.isArray(value)) return value.map(sdkValue);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sdkValue(item)]));
  return value;
}

/**
 * Commits writes as one batch. Here rather than in the page, so this worker's listeners show them at
 * once, before the server answers, and undo them if it refuses (Firestore's own latency compensation).
 */
function commit(writes: WriteOp[]): Promise<void> {
  const batch = writeBatch(db);
  for (const write of writes) {
    const ref = doc(db, write.path);
    if (write.op === 'delete') batch.delete(ref);
    else if (write.op === 'set') batch.set(ref, sdkValue(write.data) as Record<string, unknown>);
    else batch.update(ref, sdkValue(write.data) as Record<string, unknown>);
  }
  return batch.commit();
}

/** The listeners started, by request id; and the requests still waiting for the session (a stop drops one). */
const listeners = new Map<number, () => void>();
const waiting = new Set<number>();

function start(request: Exclude<SignedInLiveRequest, { kind: 'session' } | { kind: 'stop' }>): void {
  const { id } = request;
  if (!waiting.delete(id)) return;
  if (request.kind === 'write') {
    commit(request.writes).then(
      () => answer({ kind: 'written', id }),
      (error: unknown) => failed(id, error),
    );
    return;
  }
  if (request.kind === 'get') {
    getDoc(doc(db, request.path)).then(
      (snapshot) => answer({ kind: 'doc', id, doc: plainDoc(snapshot) }),
      (error: unknown) => ((error as { code?: unknown }).code === 'permission-denied' ? answer({ kind: 'doc', id, doc: null }) : failed(id, error)),
    );
    return;
  }
  if (request.kind === 'aggregate') {
    getAggregateFromServer(buildQuery(db, request.query), aggregateSpec(request.fields)).then(
      (snapshot) => answer({ kind: 'aggregate', id, figures: snapshot.data() as Record<string, number | null> }),
      (error: unknown) => failed(id, error),
    );
    return;
  }
  if (request.kind === 'query') {
    listeners.set(
      id,
      serverFirst(
        // Metadata changes too: a server answer equal to the cache's arrives only as one.
        (show) => onSnapshot(buildQuery(db, request.query), { includeMetadataChanges: true }, show, (error) => failed(id, error)),
        (snapshot) => answer({ kind: 'docs', id, docs: plainDocs(snapshot) }),
      ),
    );
    return;
  }
  listeners.set(
    id,
    onSnapshot(
      doc(db, request.path),
      WITH_SOURCE_CHANGES,
      (snapshot) => {
        // The server's word on a document, not an empty cache's (server-first.ts).
        if (isAnswer(snapshot)) answer({ kind: 'doc', id, doc: plainDoc(snapshot) });
      },
      // Refused by the rules reads as "not yours to see", as a missing document does, where asked.
      (error) => (request.refusedIsMissing && (error as { code?: unknown }).code === 'permission-denied' ? answer({ kind: 'doc', id, doc: null }) : failed(id, error)),
    ),
  );
}

self.onmessage = ({ data: request }: MessageEvent<SignedInLiveRequest>) => {
  if (request.kind === 'session') {
    takeSession(request.session);
    return;
  }
  if (request.kind === 'stop') {
    waiting.delete(request.id);
    listeners.get(request.id)?.();
    listeners.delete(request.id);
    return;
  }
  waiting.add(request.id);
  void sessionHeld.then(() => start(request));
};
