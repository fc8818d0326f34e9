import { buyerOffersPageQuery } from '@homehaven/domain/queries/buyer';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toOffer } from '../../../lib/firebase/documents';
import { usePagedQuery, newestCursor } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { useAuth } from '../../../lib/auth/use-auth';

/** A page of the buyer's offers, newest first, live: the agent's decision shows without a reload. */
export function useMyOffers(view: PageView) {
  const { user } = useAuth();
  return usePagedQuery(user ? buyerOffersPageQuery(user.uid, view) : null, view, DASHBOARD_PAGE_SIZE, toOffer, newestCursor);
}
