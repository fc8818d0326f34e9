import { adminListingsPageQuery, type ListingFilter } from '@homehaven/domain/queries/admin';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toListing } from '../../../lib/firebase/documents';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';

/**
 * A page of Manage properties under a status filter, live: an agent's new listing joins the pending
 * queue, and a verdict (this admin's, at once; another admin's, as it lands) moves a listing out of it.
 */
export function useAdminListings(filter: ListingFilter, view: PageView) {
  return usePagedQuery(adminListingsPageQuery(filter, view), view, DASHBOARD_PAGE_SIZE, toListing, newestCursor);
}
