import { z } from 'zod';
import { productImageAddressSchema } from './image-address-schema';
import { MAX_FLOOR_PLANS, MAX_PANORAMAS, MAX_PHOTOS, MEDIA_MESSAGES } from './listing-media';

// The facade's schema of a listing's pictures, apart from listing-media.ts so that the screens that
// show pictures load no zod with their rules.

/**
 * A picture's URL: one the image intake answered (image-address.ts, the same rule as firestore.rules'
 * `isPictureList`), so never another scheme, host or line break.
 */
const url = productImageAddressSchema;
const unique = (list: string[]): boolean => new Set(list).size === list.length;

/** `photos`, `floorPlans` and `panoramas` as the facade takes them (each optional). */
export const listingMediaSchema = z.object({
  photos: z.array(url).max(MAX_PHOTOS, MEDIA_MESSAGES.tooManyPhotos).refine(unique, MEDIA_MESSAGES.duplicate).optional(),
  floorPlans: z.array(url).max(MAX_FLOOR_PLANS, MEDIA_MESSAGES.tooManyFloorPlans).refine(unique, MEDIA_MESSAGES.duplicate).optional(),
  panoramas: z.array(url).max(MAX_PANORAMAS, MEDIA_MESSAGES.tooManyPanoramas).refine(unique, MEDIA_MESSAGES.duplicate).optional(),
});
