import type { FieldValue } from 'firebase/firestore';
import { listingCopy, type WishlistEntryDoc } from '@homehaven/domain/documents';
import { MESSAGES } from '@homehaven/domain/messages';
import type { Listing } from '../../../lib/firebase/documents';
import { loadFirestore } from '../../../lib/firebase/load';
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
    const { db, doc, serverTimestamp, setDoc } = await loadFirestore();
    const entry: WishlistEntryDoc<FieldValue> = {
      userUid: user.uid,
      userEmail: user.email ?? '',
      ...listingCopy(listing.id, listing),
      isVerified: true,
      createdAt: serverTimestamp(),
    };
    await setDoc(doc(db, 'wishlist', `${user.uid}_${listing.id}`), entry);
  };
}
