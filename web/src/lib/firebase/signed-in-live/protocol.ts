import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import type { PlainDoc } from '../documents';

/** A Firebase Auth session as Auth keeps it (what `User.toJSON()` answers, and local storage holds). */
export type StoredSession = Record<string, unknown>;

/**
 * A write of a document: its whole data, some of its fields, or its deletion. Values are plain data
 * with markers for what only the SDK can make (write-values.ts: the server's time, a field deleted,
 * an exact instant).
 */
export type WriteOp = { op: 'set'; path: string; data: Record<string, unknown> } | { op: 'update'; path: string; data: Record<string, unknown> } | { op: 'delete'; path: string };

/** One figure of an aggregate: how many documents, or the sum or average of a field. */
export type AggregateField = { op: 'count' } | { op: 'sum' | 'average'; field: string };

/**
 * The page tells the signed-in live worker who is signed in (first, then on every change), asks it to
 * follow a query or a document, to stop, or to compute an aggregate once.
 */
export type SignedInLiveRequest =
  | { kind: 'session'; session: StoredSession | null }
  | { kind: 'query'; id: number; query: CollectionQuery }
  /** `refusedIsMissing`: the rules refusing it answers null, as missing, rather than an error. */
  | { kind: 'document'; id: number; path: string; refusedIsMissing: boolean }
  /** A document once, the server's copy when it can be reached (refused by the rules: null). */
  | { kind: 'get'; id: number; path: string }
  | { kind: 'aggregate'; id: number; query: CollectionQuery; fields: Record<string, AggregateField> }
  | { kind: 'write'; id: number; writes: WriteOp[] }
  | { kind: 'stop'; id: number };

/**
 * Who the worker's Auth holds, each time it changes or refreshes their ID token: their uid and that
 * token, or nobody (signed out elsewhere, the session ended). A page rendered per request keeps the
 * session by it without loading Auth itself (docs/decisions.md "The session on a rendered page").
 */
export interface WorkerSession {
  readonly kind: 'session';
  readonly uid: string | null;
  readonly token: string | null;
}

/**
 * The worker answers each result of a followed query (plain documents, the server's first), each
 * state of a followed document (null: missing, or refused by the rules), an aggregate's figures, a
 * write the server has taken, or the error that stopped a request (with Firestore's code); and who
 * its Auth holds ({@link WorkerSession}). Answers travel in arrays: those ready at once, in one message.
 */
export type SignedInLiveAnswer =
  | WorkerSession
  | { kind: 'docs'; id: number; docs: PlainDoc[] }
  | { kind: 'doc'; id: number; doc: PlainDoc | null }
  | { kind: 'aggregate'; id: number; figures: Record<string, number | null> }
  | { kind: 'written'; id: number }
  | { kind: 'error'; id: number; message: string; code?: string };
