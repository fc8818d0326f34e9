import { listingCopy, type WishlistEntryDoc } from '@homehaven/domain/documents';
import { MESSAGES } from '@homehaven/domain/messages';
import type { Listing } from '../../../lib/firebase/documents';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import { SERVER_TIME, type WriteMarker } from '../../../lib/firebase/signed-in-live/write-values';
import { useAuth } from '../../../lib/auth/use-auth';
import { messageOf } from '../../../lib/errors';

/** Why an add failed, in the required words (docs/product.md §6.3 Property details): an existing entry is refused by the rules, so "Already added!". */
export function wishlistAddFailure(error: unknown): string {
  if ((error as { code?: unknown }).code === 'permission-denied') return MESSAGES.wishlist.alreadyAdded;
  return messageOf(error, MESSAGES.wishlist.alreadyAdded);
}

/**
 * Saves a listing to the buyer's wishlist as `wishlist/{uid}_{propertyId}` (one entry per buyer and
 * listing: the rules refuse a second one). The entry copies the card as the buyer sees it.
 */
export function useAddToWishlist(listing: Listing) {
  const { user } = useAuth();
  return async (): Promise<void> => {
    if (!user) throw new Error('Sign in first.');
    const entry: WishlistEntryDoc<WriteMarker> = {
      userUid: user.uid,
      userEmail: user.email ?? '',
      ...listingCopy(listing.id, listing),
      isVerified: true,
      createdAt: SERVER_TIME,
    };
    await (await loadSignedInLive()).writeSignedIn([{ op: 'set', path: `wishlist/${user.uid}_${listing.id}`, data: { ...entry } }]);
  };
}
