import { FiStar } from 'react-icons/fi';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { ReviewListSkeleton } from '../../../components/review/review-list-skeleton';
import { ReviewList } from '../../../components/review/review-list';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import type { PageView } from '../../../lib/page-url';
import type { useAllReviews } from '../api/use-all-reviews';

const DELETE_MESSAGES = { deleted: REVIEW_MESSAGES.deletedAdmin, failed: REVIEW_MESSAGES.deleteFailedAdmin };
const anyReview = () => true;

interface ManageReviewsContentProps {
  result: ReturnType<typeof useAllReviews>;
  /** The page the URL names. */
  view: PageView;
}

/** The page's body in each state: placeholders, a retry, an empty list, or every review with its reviewer and Delete. */
export function ManageReviewsContent({ result, view }: ManageReviewsContentProps) {
  return (
    <PagedList
      result={result}
      view={view}
      loading={<ReviewListSkeleton label="Loading reviews" />}
      error={{ icon: FiStar, title: REVIEW_MESSAGES.loadFailed }}
      empty={<EmptyState icon={FiStar} title={REVIEW_MESSAGES.noneAtAll} text="Reviews buyers write on any property show here, newest first." />}
    >
      {(reviews) => <ReviewList reviews={reviews} label="Every review" canDelete={anyReview} showReviewer messages={DELETE_MESSAGES} />}
    </PagedList>
  );
}
