import { myReviewsPageQuery } from '@homehaven/domain/queries/buyer';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toReview } from '../../../lib/firebase/documents';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { useAuth } from '../../../lib/auth/use-auth';

/**
 * A page of the reviews the signed-in user wrote, newest first, live: one written in another tab
 * appears, and one deleted here disappears, without a reload. Reads nothing until a user is known.
 */
export function useMyReviews(view: PageView) {
  const { user } = useAuth();
  return usePagedQuery(user ? myReviewsPageQuery(user.uid, view) : null, view, DASHBOARD_PAGE_SIZE, toReview, newestCursor);
}
