import { useLocation, useSearchParams } from 'react-router';
import type { OfferPageState } from '../../../config/paths';
import { toListing } from '../../../lib/firebase/documents';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';

const LISTING_ID = /^[A-Za-z0-9]{1,100}$/;

/**
 * The listing the buyer offers on: its id from the URL (`?propertyId=`, so a reload or a pasted link
 * works), the wishlist entry from navigation state when it came with the link (shown at once), and the
 * stored listing, live (its prices and whether it is still public or sold decide what may be offered).
 */
export function useOfferListing() {
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: OfferPageState | null };
  const fromUrl = params.get('propertyId');
  const propertyId = fromUrl && LISTING_ID.test(fromUrl) ? fromUrl : (state?.propertyId ?? null);
  const entry = state && state.propertyId === propertyId ? state : null;
  const listing = useLiveDocument('properties', propertyId, toListing);
  return { propertyId, entry, listing };
}
