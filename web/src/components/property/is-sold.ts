import type { Listing } from '../../lib/firebase/documents';

/**
 * Whether a listing is sold (an offer on it was accepted; the functions set soldAt and soldOfferId).
 * A sold listing shows the Sold badge and has no Delete: the server would refuse it.
 */
export function isSold(listing: Pick<Listing, 'soldAt' | 'soldOfferId'>): boolean {
  return listing.soldAt !== undefined || listing.soldOfferId !== undefined;
}
