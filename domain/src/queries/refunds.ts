import type { CollectionQuery } from './query-spec';

/** Refunds still owed that the admin's dashboard lists at once; more are said to exist, not shown. */
export const OWED_REFUNDS_SHOWN = 10;

/**
 * Refunds still owed, the next attempt due first (admins; the dashboard home). It asks for one beyond
 * {@link OWED_REFUNDS_SHOWN}, which only tells whether more exist. The retry sweep runs the same
 * filter and order (plus `nextAttemptAt <= now`), so both use one index.
 */
export const OWED_REFUNDS_QUERY: CollectionQuery = {
  collection: 'refunds',
  spec: { where: [['status', '==', 'owed']], orderBy: [['nextAttemptAt', 'asc']], limit: OWED_REFUNDS_SHOWN + 1 },
};
