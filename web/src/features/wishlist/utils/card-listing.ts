import type { CardListing } from '../../../components/property/property-card';
import type { WishlistEntry } from '../../../lib/firebase/documents';
import type { Availability } from './availability';

/** Status shown for a listing the buyer may no longer see (its real status is not theirs to know). */
export const UNLISTED_STATUS = 'unlisted';

/**
 * A wishlist entry as a property card: the copy the buyer saved (picture, name, location, prices,
 * agent), badged by what its listing allows now. Verified while public; sold adds the Sold badge.
 */
export function cardListingOf(entry: WishlistEntry, availability: Availability): CardListing {
  return {
    id: entry.propertyId,
    title: entry.propertyName,
    location: entry.propertyLocation,
    image: entry.propertyImage,
    MinimumPrice: entry.MinimumPrice,
    MaximumPrice: entry.MaximumPrice,
    agent: { name: entry.agentName, image: entry.agentImage },
    status: availability === 'unlisted' ? UNLISTED_STATUS : 'verified',
    // Whether it was withdrawn or unpublished otherwise, `unlisted` says it is closed.
    withdrawn: false,
    sold: availability === 'sold',
  };
}
