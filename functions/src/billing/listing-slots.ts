import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { PLAN_MESSAGES, quotaFullMessage } from '@homehaven/domain/plan-messages';
import { slotsLeft, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import { isPausedListing } from '@homehaven/domain/listing-pause';
import { refuse } from '../http/http-error';
import { billingAccountRef } from './billing-account';

/** Whether a stored listing holds a slot of its `slotHolder`'s plan: created with one, not sold (a sale frees it), not paused (pause-listings.ts). */
export function holdsSlot(listing: DocumentData | undefined): listing is DocumentData & { slotHolder: string } {
  return typeof listing?.slotHolder === 'string' && listing.slotHolder !== '' && listing.soldAt === undefined && listing.soldOfferId === undefined && !isPausedListing(listing);
}

/**
 * Takes one slot of `holderUid`'s plan for a new listing, in the listing's own transaction (reads
 * first, so before its writes): 409 with the ways out when every slot is in use (the agency's wording
 * for an agent whose agency holds the plan), 503 when the account is not made yet. Returns the write.
 */
export async function takeSlot(tx: Transaction, holderUid: string, callerUid: string, listingId: string): Promise<() => void> {
  const ref = billingAccountRef(holderUid);
  const account = (await tx.get(ref)).data() as BillingAccountDoc | undefined;
  if (!account) refuse(503, PLAN_MESSAGES.noAccount);
  if (slotsLeft(account) < 1) refuse(409, quotaFullMessage(account.listingsAllowed, holderUid !== callerUid));
  return () => tx.update(ref, { listingsUsed: FieldValue.increment(1), lastListingId: listingId, updatedAt: FieldValue.serverTimestamp() });
}

/**
 * Frees the slot a listing holds (deleted, sold), in the transaction that ends it: reads the account
 * first (so call it before the transaction writes), returns the write, or nothing when the listing
 * holds no slot, or its account is gone or counts none (a count never goes below 0). A paused
 * listing deleted leaves its account's paused count instead.
 */
export async function freeSlot(tx: Transaction, listing: DocumentData | undefined): Promise<() => void> {
  const paused = isPausedListing(listing) && typeof listing?.slotHolder === 'string' && listing.slotHolder !== '';
  if (!holdsSlot(listing) && !paused) return () => undefined;
  const ref = billingAccountRef(String(listing?.slotHolder));
  const field = paused ? 'listingsPaused' : 'listingsUsed';
  const count: unknown = (await tx.get(ref)).get(field);
  if (typeof count !== 'number' || count < 1) return () => undefined;
  return () => tx.update(ref, { [field]: FieldValue.increment(-1), updatedAt: FieldValue.serverTimestamp() });
}

/**
 * Refuses (409) a listing holding more photos than its holder's plan allows (docs/plans.md "Quotas"),
 * unless it holds no more than before: a plan made smaller never takes photos away, it only stops
 * more being added. Reads the account, so call it before the transaction writes; a listing that
 * names no holder (made before slots) or an account without the allowance is not bound.
 */
export async function checkPhotoAllowance(tx: Transaction, holderUid: unknown, photos: number, before = 0): Promise<void> {
  if (typeof holderUid !== 'string' || holderUid === '' || photos <= before) return;
  const allowed: unknown = (await tx.get(billingAccountRef(holderUid))).get('photosPerListing');
  if (typeof allowed === 'number' && photos > allowed) refuse(409, PLAN_MESSAGES.photosAllowed(allowed));
}
