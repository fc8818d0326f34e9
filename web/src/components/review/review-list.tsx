import type { Review } from '../../lib/firebase/documents';
import { notifyError, notifySuccess } from '../../lib/toast';
import { useConfirmedAction } from '../../lib/use-confirmed-action';
import { DeleteConfirmDialog } from '../ui/delete-confirm-dialog';
import { ReviewCard } from './review-card';
import { ReviewGrid } from './review-grid';
import { useDeleteReview } from './use-delete-review';

interface ReviewListProps {
  reviews: Review[];
  /** The list's accessible name. */
  label: string;
  /** Whether the viewer may delete this review (the rules decide; this only hides the button). */
  canDelete: (review: Review) => boolean;
  /** Show who wrote each review (the admin's list). */
  showReviewer?: boolean;
  /** The toasts after a delete, in this screen's required words. */
  messages: { deleted: string; failed: string };
}

/**
 * Reviews as cards, with Delete behind the delete confirmation (docs/product.md §13.2 Confirmations). One delete runs at a time: every
 * Delete button and the dialog wait while it does, so a double click deletes once. The live list
 * drops the review itself; the toast follows the server's answer.
 */
export function ReviewList({ reviews, label, canDelete, showReviewer = false, messages }: ReviewListProps) {
  const deleteReview = useDeleteReview();
  const question = useConfirmedAction(async (review: Review) => {
    try {
      await deleteReview(review.id);
      notifySuccess(messages.deleted);
    } catch (error) {
      console.error('review delete', error);
      notifyError(messages.failed);
    }
  });
  const { target, busy } = question;

  // A review removed elsewhere meanwhile (another tab, another admin) closes a question about it.
  const asking = target !== null && (busy || reviews.some((review) => review.id === target.id));

  return (
    <>
      <ReviewGrid aria-label={label}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} canDelete={canDelete(review)} showReviewer={showReviewer} busy={busy} onDelete={() => question.ask(review)} />
          </li>
        ))}
      </ReviewGrid>
      <DeleteConfirmDialog open={asking} busy={busy} onConfirm={question.confirm} onClose={question.cancel} />
    </>
  );
}
