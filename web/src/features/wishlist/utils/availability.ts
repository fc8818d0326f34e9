import type { Listing } from '../../../lib/firebase/documents';
import { isOpenToOffers, isPublicListing } from '@homehaven/domain/listing-policy';

/**
 * What a wishlist entry's listing allows now: `open` takes offers; `sold` had an offer accepted;
 * `unlisted` is no longer public (or gone); `checking` while it loads; `unknown` when it could not be read.
 */
export type Availability = 'checking' | 'open' | 'sold' | 'unlisted' | 'unknown';

/** The availability of a listing as this buyer may read it (`null`: missing or refused by the rules). */
export function availabilityOf(listing: Pick<Listing, 'status' | 'withdrawn' | 'soldAt' | 'soldOfferId'> | null): Availability {
  if (!listing || !isPublicListing(listing)) return 'unlisted';
  return isOpenToOffers(listing) ? 'open' : 'sold';
}
