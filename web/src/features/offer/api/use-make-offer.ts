import { useState } from 'react';
import { newOffer, type OfferDoc } from '@homehaven/domain/documents';
import { OFFER_MESSAGES } from '@homehaven/domain/offer-messages';
import { messageOf } from '../../../lib/errors';
import type { Listing } from '../../../lib/firebase/documents';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import { SERVER_TIME, type WriteMarker } from '../../../lib/firebase/signed-in-live/write-values';
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
    const buyer = { uid: user.uid, email: user.email ?? '', name: user.displayName ?? '' };
    const offer: OfferDoc<WriteMarker> = newOffer(listing.id, listing, buyer, offerAmount, SERVER_TIME);
    await (await loadSignedInLive()).writeSignedIn([{ op: 'set', path: `offers/${offerId}`, data: { ...offer } }]);
    return offerId;
  };
}
