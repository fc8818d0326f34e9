import type { DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import type { PlainDoc } from './documents';

/**
 * Plain documents (a worker's answer, or what a page was rendered from) as the SDK's snapshots, for
 * the app's readers (lib/firebase/documents.ts and each feature's): they use an id, the fields, `get`,
 * `exists` and `metadata`, and these have just those. The SDK's classes cannot be built without it.
 * A plain document is the server's word, with this page's writes not yet sent marked `pending`.
 */
const metadataOf = (pending: boolean) => ({ fromCache: false, hasPendingWrites: pending });

/** A plain document as a document snapshot of an existing document. */
export function documentSnapshotOf(doc: PlainDoc): DocumentSnapshot {
  return { id: doc.id, exists: () => true, data: () => doc.data, get: (field: string) => doc.data[field], metadata: metadataOf(doc.pending === true) } as unknown as DocumentSnapshot;
}

/** Plain documents as a query snapshot. */
export function querySnapshotOf(docs: readonly PlainDoc[]): QuerySnapshot {
  return { docs: docs.map(documentSnapshotOf), size: docs.length, empty: docs.length === 0, metadata: metadataOf(docs.some((doc) => doc.pending === true)) } as unknown as QuerySnapshot;
}
