import { useLocation, useSearchParams } from 'react-router';
import type { PaymentPageState } from '../../../config/paths';
import { toOffer } from '../../../lib/firebase/documents';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';
import { useAuth } from '../../../lib/auth/use-auth';

const OFFER_ID = /^[A-Za-z0-9]{1,100}$/;

/**
 * The offer to pay: its id from the URL (`?offerId=`, so a reload or a pasted link works) or the
 * navigation state Property Bought passed; the stored offer, live (the webhook may mark it bought
 * while the page is open). Another buyer's offer reads as missing: the rules refuse it.
 */
export function usePayableOffer() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: PaymentPageState | null };
  const { user } = useAuth();
  const fromUrl = params.get('offerId');
  const offerId = fromUrl !== null ? (OFFER_ID.test(fromUrl) ? fromUrl : null) : (state?.offerId ?? null);
  const offer = useLiveDocument('offers', user ? offerId : null, toOffer);
  const own = offer.status === 'success' && offer.data !== null && offer.data.buyerUid === user?.uid ? offer.data : null;
  return { offerId, offer, own };
}
