import type { Listing } from '../../../lib/firebase/documents';

/**
 * What a wishlist entry's listing allows now: `open` takes offers; `sold` had an offer accepted;
 * `unlisted` is no longer public (or gone); `checking` while it loads; `unknown` when it could not be read.
 */
export type Availability = 'checking' | 'open' | 'sold' | 'unlisted' | 'unknown';

/** The availability of a listing as this buyer may read it (`null`: missing or refused by the rules). */
export function availabilityOf(listing: Pick<Listing, 'status' | 'withdrawn' | 'soldAt'> | null): Availability {
  if (!listing || listing.status !== 'verified' || listing.withdrawn) return 'unlisted';
  return listing.soldAt === undefined ? 'open' : 'sold';
}
