import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { API_MESSAGES } from '../http/api-messages';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { canReadListing, isCallersOwnListing, listingOf, propertyRef, type Listing } from './listing';

/**
 * The caller's own listing in `snapshot`, to change or delete (the rules' owner branch): 404 when it
 * does not exist or the caller could not even read it, 403 when it is not theirs.
 */
export function ownListingIn(snapshot: DocumentSnapshot, caller: Caller): Listing {
  const listing = snapshot.exists ? listingOf(snapshot) : undefined;
  if (!listing || !canReadListing(caller, listing)) refuse(404, API_MESSAGES.propertyNotFound);
  if (!isCallersOwnListing(caller, listing)) refuse(403, API_MESSAGES.notOwner);
  return listing;
}

/** The caller's own listing, read in `tx`, as `ownListingIn` judges it. */
export async function ownListing(tx: Transaction, id: string, caller: Caller): Promise<Listing> {
  return ownListingIn(await tx.get(propertyRef(id)), caller);
}
