import { agentOffersPageQuery } from '@homehaven/domain/queries/agent';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toOffer } from '../../../lib/firebase/documents';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { useAuth } from '../../../lib/auth/use-auth';

/** A page of the offers on the agent's listings, newest first, live: a payment or a decision shows at once. */
export function useOffersOnMyListings(view: PageView) {
  const { user } = useAuth();
  return usePagedQuery(user ? agentOffersPageQuery(user.uid, view) : null, view, DASHBOARD_PAGE_SIZE, toOffer, newestCursor);
}
