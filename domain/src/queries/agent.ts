import { ownNewestPage, pageQuery, DASHBOARD_PAGE_SIZE, type PageRequest } from './paging';
import type { CollectionQuery } from './query-spec';

/** An agent's own listings in every status (My Added Properties), newest first, a page at a time. */
export function agentListingsPageQuery(uid: string, request: PageRequest = {}): CollectionQuery {
  return ownNewestPage('properties', 'agent.uid', uid, request);
}

/** Offers on an agent's listings (Requested properties), newest first, a page at a time. */
export function agentOffersPageQuery(uid: string, request: PageRequest = {}): CollectionQuery {
  return ownNewestPage('offers', 'agentUid', uid, request);
}

/** The filter of an agent's sales: the accepted offers on their listings. */
export function agentSalesFilter(uid: string) {
  return [
    ['agentUid', '==', uid],
    ['status', '==', 'accepted'],
  ] as const;
}

/** An agent's sales (Sold properties), most recently decided first, a page at a time. */
export function agentSalesPageQuery(uid: string, request: PageRequest = {}, pageSize = DASHBOARD_PAGE_SIZE): CollectionQuery {
  return pageQuery('offers', agentSalesFilter(uid), ['decidedAt', 'desc'], request, pageSize);
}

/**
 * Every sale of an agent, for an aggregate (the sum and count of Sold properties): Firestore counts
 * on the server and returns no document, so it has no limit. Never run it as a list.
 */
export function agentSalesAggregateQuery(uid: string): CollectionQuery {
  return { collection: 'offers', spec: { where: agentSalesFilter(uid) } };
}
