import { PUBLIC_LISTING_FILTER } from './listings';
import type { CollectionQuery } from './query-spec';

/**
 * An agency's public listings, newest first (the public agency page, docs/decisions.md "The public
 * agency page"): the public ones whose seller is the agency, its agents' and its own. `GET
 * /agencies/{uid}` pages it; firestore.indexes.json has its index (tests/functions/public-agency
 * checks it is declared).
 */
export function agencyListingsQuery(agencyUid: string): CollectionQuery {
  return { collection: 'properties', spec: { where: [...PUBLIC_LISTING_FILTER, ['seller.agencyUid', '==', agencyUid]], orderBy: [['createdAt', 'desc']] } };
}
