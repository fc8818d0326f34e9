// The public live worker (docs/decisions.md, "Public pages", "How data hands over"): follows the public pages' live
// queries (All properties, New Properties, Latest reviews), and counts All properties' results, with
// the Firestore SDK in a worker thread, so the SDK's download, start-up and snapshot work never block
// the page's main thread. Public data only: no session here, as for a visitor. Answers plain
// documents (protocol.ts).
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getCountFromServer, getFirestore, onSnapshot, type QuerySnapshot } from 'firebase/firestore';
import { buildQuery } from '../build-query';
import { firebaseOptions } from '../options';
import { plain } from '../plain-data';
import { serverFirst } from '../server-first';
import type { PublicLiveAnswer, PublicLiveRequest } from './protocol';

const db = getFirestore(initializeApp(firebaseOptions, 'public-live'));
// See auth.ts: a production build drops this branch.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectFirestoreEmulator(db, import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1', Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
}

const answer = (message: PublicLiveAnswer): void => postMessage(message);

function result(id: number, snapshot: QuerySnapshot): void {
  answer({ kind: 'result', id, docs: snapshot.docs.map((doc) => ({ id: doc.id, data: plain(doc.data({ serverTimestamps: 'estimate' })) as Record<string, unknown> })) });
}

const listeners = new Map<number, () => void>();

self.onmessage = ({ data: request }: MessageEvent<PublicLiveRequest>) => {
  if (request.kind === 'stop') {
    listeners.get(request.id)?.();
    listeners.delete(request.id);
    return;
  }
  const { id, query } = request;
  if (request.kind === 'count') {
    // An aggregation the server answers (it reads index entries, not the documents).
    getCountFromServer(buildQuery(db, query)).then(
      (snapshot) => answer({ kind: 'count', id, count: snapshot.data().count }),
      (error: unknown) => answer({ kind: 'error', id, message: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  const stop = serverFirst(
    (show) => onSnapshot(buildQuery(db, query), { includeMetadataChanges: true }, show, (error) => answer({ kind: 'error', id, message: error.message })),
    (snapshot) => result(id, snapshot),
  );
  listeners.set(id, stop);
};
