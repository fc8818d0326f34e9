import { agentListingsPageQuery } from '@homehaven/domain/queries/agent';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toListing } from '../../../lib/firebase/documents';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { useAuth } from '../../../lib/auth/use-auth';

/**
 * A page of the signed-in agent's own listings in every status, newest first, live: an admin's
 * verdict, a sale or a delete shows without a reload. Reads nothing until a user is known.
 */
export function useMyListings(view: PageView) {
  const { user } = useAuth();
  return usePagedQuery(user ? agentListingsPageQuery(user.uid, view) : null, view, DASHBOARD_PAGE_SIZE, toListing, newestCursor);
}
