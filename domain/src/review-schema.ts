import { z } from 'zod';
import { RATING, TEXT_LIMITS } from './constants';
import { REVIEW_MESSAGES } from './review-messages';
import { requiredText } from './text-fields';

/** Review form (docs/product.md §12 Validation): a comment is required; the rating is a whole 1-5 star count, 5 by default. */
export const reviewSchema = z.object({
  rating: z.number().int().min(RATING.min).max(RATING.max),
  comment: requiredText(TEXT_LIMITS.comment, { required: REVIEW_MESSAGES.commentRequired, tooLong: REVIEW_MESSAGES.commentTooLong }),
});

/** Values of the review form. */
export type ReviewInput = z.infer<typeof reviewSchema>;
