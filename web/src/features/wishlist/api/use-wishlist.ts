import { wishlistPageQuery } from '@homehaven/domain/queries/buyer';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toWishlistEntry } from '../../../lib/firebase/documents';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { useAuth } from '../../../lib/auth/use-auth';

/**
 * A page of the signed-in buyer's wishlist, newest first, live: an entry added on a details page (in
 * this tab or another) appears, and one removed disappears, without a reload. Reads nothing until a
 * user is known.
 */
export function useWishlist(view: PageView) {
  const { user } = useAuth();
  return usePagedQuery(user ? wishlistPageQuery(user.uid, view) : null, view, DASHBOARD_PAGE_SIZE, toWishlistEntry, newestCursor);
}
