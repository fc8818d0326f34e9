import { MESSAGES } from '@homehaven/domain/messages';
import type { Review } from '../../../lib/firebase/documents';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDeleteReview } from '../api/use-delete-review';
import { isOwnReview } from '../utils/is-own-review';
import { ReviewCard } from './review-card';
import { ReviewGrid } from './review-grid';

interface MyReviewListProps {
  reviews: Review[];
  /** The signed-in user's e-mail: Delete shows on reviews written with it. */
  viewerEmail: string | null;
}

/**
 * The user's reviews as cards, with Delete behind the spec's confirmation. One delete runs at a
 * time: every Delete button and the dialog wait while it does, so a double click deletes once. The
 * live list drops the review itself; the toast follows the server's answer.
 */
export function MyReviewList({ reviews, viewerEmail }: MyReviewListProps) {
  const deleteReview = useDeleteReview();
  const question = useConfirmedAction(async (review: Review) => {
    try {
      await deleteReview(review.id);
      notifySuccess(MESSAGES.review.deletedOwn);
    } catch (error) {
      console.error('review delete', error);
      notifyError(MESSAGES.review.deleteFailedOwn);
    }
  });
  const { target, busy } = question;

  // A review removed elsewhere meanwhile (another tab, an admin) closes a question about it.
  const asking = target !== null && (busy || reviews.some((review) => review.id === target.id));

  return (
    <>
      <ReviewGrid aria-label="Your reviews">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} canDelete={isOwnReview(review, viewerEmail)} busy={busy} onDelete={() => question.ask(review)} />
          </li>
        ))}
      </ReviewGrid>
      <DeleteConfirmDialog open={asking} busy={busy} onConfirm={question.confirm} onClose={question.cancel} />
    </>
  );
}
