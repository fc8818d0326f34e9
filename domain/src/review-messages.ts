/**
 * Reviews: their messages, word for word as docs/product.md quotes them ("our wording"
 * where it has none). Apart from MESSAGES (messages.ts), which every page loads: these load with the
 * screens that show them (docs/decisions.md "User-facing text").
 */
/** Reviews: writing, deleting and listing them. */
export const REVIEW_MESSAGES = {
  submitFailed: 'Failed to submit review',
  submitted: 'Review submitted!',
  loading: 'Loading reviews...',
  loadFailed: 'Failed to load reviews.',
  loadFailedHome: 'Failed to load reviews',
  empty: 'No reviews yet. Be the first to leave one!',
  networkNotOk: 'Network response was not ok',
  deleteFailedOwn: 'Oops... Failed to delete review.',
  /** Our wording for deleting one's own review. */
  deletedOwn: 'Your review was deleted.',
  deletedAdmin: 'Review deleted',
  deleteFailedAdmin: 'Failed to delete review',
  noneWritten: "You haven't written any reviews yet.",
  /** Manage reviews with none at all (our wording). */
  noneAtAll: 'No reviews yet.',
  /** Inline, under an empty comment (our wording). */
  commentRequired: 'Please write a comment.',
  commentTooLong: 'Please keep the comment under 2000 characters.',
} as const;
