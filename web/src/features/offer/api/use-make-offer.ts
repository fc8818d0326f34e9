import { useState } from 'react';
import type { FieldValue } from 'firebase/firestore';
import { newOffer, type OfferDoc } from '@homehaven/domain/documents';
import { OFFER_MESSAGES } from '@homehaven/domain/offer-messages';
import { messageOf } from '../../../lib/errors';
import type { Listing } from '../../../lib/firebase/documents';
import { loadFirestore } from '../../../lib/firebase/load';
import { newDocumentId } from '../../../lib/new-document-id';
import { useAuth } from '../../../lib/auth/use-auth';

/** Why an offer was not saved: the rules' refusal has no words for a person, so the required fallback (docs/product.md §7.2 Offers). */
export function offerFailure(error: unknown): string {
  if ((error as { code?: unknown }).code === 'permission-denied') return OFFER_MESSAGES.failed;
  return messageOf(error, OFFER_MESSAGES.failed);
}

/**
 * Saves the buyer's offer on a listing as `offers/{id}`, pending. The id is fixed for the page's
 * lifetime, so a double click creates one offer (the second create is an update, refused). The rules
 * check the amount against the stored prices and the copied fields against the stored listing.
 */
export function useMakeOffer(listing: Listing | null) {
  const { user } = useAuth();
  const [offerId] = useState(newDocumentId);
  return async (offerAmount: number): Promise<string> => {
    if (!user || !listing) throw new Error(OFFER_MESSAGES.failed);
    const { db, doc, serverTimestamp, setDoc } = await loadFirestore();
    const buyer = { uid: user.uid, email: user.email ?? '', name: user.displayName ?? '' };
    const offer: OfferDoc<FieldValue> = newOffer(listing.id, listing, buyer, offerAmount, serverTimestamp());
    await setDoc(doc(db, 'offers', offerId), offer);
    return offerId;
  };
}
