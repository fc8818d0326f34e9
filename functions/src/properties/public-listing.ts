import type { Transaction } from 'firebase-admin/firestore';
import { API_MESSAGES } from '../http/api-messages';
import { refuse } from '../http/http-error';
import { listingOf, propertyRef, type Listing } from './listing';
import { isPublicListing } from '@homehaven/domain/listing-policy';

/**
 * The public listing a review, wishlist entry or offer refers to (read in `tx` when given); 404 when it
 * does not exist or is not public (pending, rejected, withdrawn), as the rules' `isPublicListing`.
 */
export async function publicListing(id: string, tx?: Transaction): Promise<Listing> {
  const ref = propertyRef(id);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  const listing = snapshot.exists ? listingOf(snapshot) : undefined;
  if (!listing || !isPublicListing(listing)) refuse(404, API_MESSAGES.propertyNotFound);
  return listing;
}
