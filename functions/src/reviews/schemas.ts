import { z } from 'zod';
import { RATING, TEXT_LIMITS } from '@homehaven/domain/constants';
import { profileImageAddressSchema } from '@homehaven/domain/image-address-schema';
import { docIdSchema, textSchema } from '../http/parse';

/**
 * `POST /reviews` (docs/facade.md "Paths"). The server copies propertyTitle and agentName from the stored
 * listing (whatever was sent) and takes uid and e-mail from the token; userEmail, when sent, must be the caller's.
 */
export const newReviewSchema = z.strictObject({
  propertyId: docIdSchema,
  rating: z.int().min(RATING.min).max(RATING.max).default(RATING.default),
  comment: textSchema(TEXT_LIMITS.comment),
  userName: textSchema(TEXT_LIMITS.name, { optional: true }).optional(),
  userImage: profileImageAddressSchema.optional(),
  userEmail: z.string().max(TEXT_LIMITS.email).optional(),
  propertyTitle: z.string().max(TEXT_LIMITS.title).optional(),
  agentName: z.string().max(TEXT_LIMITS.name).optional(),
});

/** `DELETE /reviews/{id}?userEmail=`: the author's e-mail, when sent, must be the review's. */
export const reviewDeleteQuerySchema = z.strictObject({ userEmail: z.string().max(TEXT_LIMITS.email).optional() });
