import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import type { PlainDoc } from '../documents';

/** The page asks the public live worker to follow a query, or to stop; or to count a query's documents once. */
export type PublicLiveRequest = { kind: 'listen'; id: number; query: CollectionQuery } | { kind: 'stop'; id: number } | { kind: 'count'; id: number; query: CollectionQuery };

/**
 * The worker answers each result of a followed query (documents as plain data, times as
 * `{seconds, nanoseconds}`), a count, or the error that stopped either.
 */
export type PublicLiveAnswer = { kind: 'result'; id: number; docs: PlainDoc[] } | { kind: 'count'; id: number; count: number } | { kind: 'error'; id: number; message: string };
