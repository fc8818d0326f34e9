import type { OfferPageState } from '../../../config/paths';
import type { WishlistEntry } from '../../../lib/firebase/documents';

/**
 * The offer page's navigation state from a wishlist entry (the offer page receives the wishlist item):
 * exactly the listing copy, never the buyer's own fields or the entry's id and time.
 */
export function offerStateOf(entry: WishlistEntry): OfferPageState {
  return {
    propertyId: entry.propertyId,
    propertyImage: entry.propertyImage,
    propertyName: entry.propertyName,
    propertyLocation: entry.propertyLocation,
    agentName: entry.agentName,
    agentEmail: entry.agentEmail,
    agentImage: entry.agentImage,
    MinimumPrice: entry.MinimumPrice,
    MaximumPrice: entry.MaximumPrice,
  };
}
