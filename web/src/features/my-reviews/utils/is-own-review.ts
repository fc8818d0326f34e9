import type { Review } from '../../../lib/firebase/documents';

/**
 * Whether the viewer may delete a review: docs/product.md §7.4 My reviews shows Delete only when the review's e-mail
 * is the viewer's. E-mail addresses are compared without regard to case (they are case-insensitive).
 */
export function isOwnReview(review: Pick<Review, 'userEmail'>, viewerEmail: string | null | undefined): boolean {
  if (!viewerEmail || !review.userEmail) return false;
  return review.userEmail.toLowerCase() === viewerEmail.toLowerCase();
}
