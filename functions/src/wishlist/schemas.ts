import { z } from 'zod';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { docIdSchema, moneySchema } from '../http/parse';

/**
 * `POST /wishlist` (docs/facade.md "Paths"). Only propertyId matters: the listing's details are copied from the
 * stored listing and the owner from the token. The copies the app sends are accepted (and type-checked)
 * but not trusted; userEmail, when sent, must be the caller's.
 */
export const newWishlistSchema = z.strictObject({
  propertyId: docIdSchema,
  userEmail: z.string().max(TEXT_LIMITS.email).optional(),
  propertyImage: z.string().max(TEXT_LIMITS.url).optional(),
  propertyName: z.string().max(TEXT_LIMITS.title).optional(),
  propertyLocation: z.string().max(TEXT_LIMITS.location).optional(),
  agentName: z.string().max(TEXT_LIMITS.name).optional(),
  agentEmail: z.string().max(TEXT_LIMITS.email).optional(),
  agentImage: z.string().max(TEXT_LIMITS.url).optional(),
  MinimumPrice: moneySchema.optional(),
  MaximumPrice: moneySchema.optional(),
});
