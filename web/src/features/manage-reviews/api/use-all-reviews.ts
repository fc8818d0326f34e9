import { allReviewsPageQuery } from '@homehaven/domain/queries/reviews';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toReview } from '../../../lib/firebase/documents';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';

/** A page of every review, newest first, live: a review written or deleted anywhere shows without a reload. */
export function useAllReviews(view: PageView) {
  return usePagedQuery(allReviewsPageQuery(view), view, DASHBOARD_PAGE_SIZE, toReview, newestCursor);
}
