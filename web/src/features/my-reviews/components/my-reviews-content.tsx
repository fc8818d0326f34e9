import { FiHome, FiStar } from 'react-icons/fi';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { ButtonLink } from '../../../components/static/links';
import type { PageView } from '../../../lib/page-url';
import type { useMyReviews } from '../api/use-my-reviews';
import { ReviewListSkeleton } from '../../../components/review/review-list-skeleton';
import { ReviewList } from '../../../components/review/review-list';
import { isOwnReview } from '../utils/is-own-review';

const DELETE_MESSAGES = { deleted: REVIEW_MESSAGES.deletedOwn, failed: REVIEW_MESSAGES.deleteFailedOwn };

interface MyReviewsContentProps {
  result: ReturnType<typeof useMyReviews>;
  /** The page the URL names. */
  view: PageView;
  /** The signed-in user's e-mail: Delete shows on reviews written with it. */
  viewerEmail: string | null;
}

/** The page's body in each state: placeholders, a retry, the required empty text, or the reviews. */
export function MyReviewsContent({ result, view, viewerEmail }: MyReviewsContentProps) {
  return (
    <PagedList
      result={result}
      view={view}
      loading={<ReviewListSkeleton label="Loading your reviews" />}
      error={{ icon: FiStar, title: 'Your reviews could not be loaded.' }}
      empty={
        <EmptyState
          icon={FiStar}
          title={REVIEW_MESSAGES.noneWritten}
          text="Open a property from the listings to rate it and say what you think."
          action={
            <ButtonLink to={paths.properties.href()} palette="teal" variant="outline">
              <FiHome aria-hidden /> Browse properties
            </ButtonLink>
          }
        />
      }
    >
      {(reviews) => <ReviewList reviews={reviews} label="Your reviews" canDelete={(review) => isOwnReview(review, viewerEmail)} messages={DELETE_MESSAGES} />}
    </PagedList>
  );
}
