import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import type { PlainDoc } from '../documents';

/** The page asks the public live worker to follow a query, or to stop. */
export type PublicLiveRequest = { kind: 'listen'; id: number; query: CollectionQuery } | { kind: 'stop'; id: number };

/**
 * The worker answers each result of a followed query (documents as plain data, times as
 * `{seconds, nanoseconds}`), or the error that stopped it.
 */
export type PublicLiveAnswer = { kind: 'result'; id: number; docs: PlainDoc[] } | { kind: 'error'; id: number; message: string };
