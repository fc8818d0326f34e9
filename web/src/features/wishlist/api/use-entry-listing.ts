import { toListing } from '../../../lib/firebase/documents';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';
import { availabilityOf, type Availability } from '../utils/availability';

/**
 * Whether the listing a wishlist entry copied can still take an offer, live: sold or withdrawn since
 * it was saved shows at once. A buyer is refused a listing that is no longer public (pending,
 * rejected, withdrawn) just as one that was deleted, so both read as "unlisted".
 */
export function useEntryListing(propertyId: string): Availability {
  const listing = useLiveDocument('properties', propertyId, toListing);
  if (listing.status === 'loading') return 'checking';
  if (listing.status === 'error') return 'unknown';
  return availabilityOf(listing.data);
}
