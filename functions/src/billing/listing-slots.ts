import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { PLAN_MESSAGES, quotaFullMessage } from '@homehaven/domain/plan-messages';
import { slotForNewListing, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import { isPausedListing } from '@homehaven/domain/listing-pause';
import { refuse } from '../http/http-error';
import { billingAccountRef } from './billing-account';

/** Whether a stored listing is a paid submission: it holds a slot of its own, bought once, and none of its plan's. */
export function isPaidSubmission(listing: DocumentData | undefined): boolean {
  return listing?.paidSlot === true;
}

/**
 * Whether a stored listing holds a slot of its `slotHolder`'s plan: created with one (not a paid
 * submission), not sold (a sale frees it), not paused (pause-listings.ts).
 */
export function holdsSlot(listing: DocumentData | undefined): listing is DocumentData & { slotHolder: string } {
  return (
    typeof listing?.slotHolder === 'string' && listing.slotHolder !== '' && !isPaidSubmission(listing) && listing.soldAt === undefined && listing.soldOfferId === undefined && !isPausedListing(listing)
  );
}

/**
 * Takes a slot of `holderUid`'s account for a new listing, in the listing's own transaction (reads
 * first, so before its writes): one of the plan's while any is free, else a paid submission bought
 * earlier (docs/plans.md "Paid submissions"); 409 with the ways out when there is neither (the
 * agency's wording for an agent whose agency holds the plan), 503 when the account is not made yet.
 * Returns the write, and the fields the listing carries for it.
 */
export async function takeSlot(tx: Transaction, holderUid: string, callerUid: string, listingId: string): Promise<{ write: () => void; listingFields: { paidSlot?: true } }> {
  const ref = billingAccountRef(holderUid);
  const account = (await tx.get(ref)).data() as BillingAccountDoc | undefined;
  if (!account) refuse(503, PLAN_MESSAGES.noAccount);
  const slot = slotForNewListing(account);
  if (slot === null) refuse(409, quotaFullMessage(account.listingsAllowed, holderUid !== callerUid));
  const counted = slot === 'plan' ? { listingsUsed: FieldValue.increment(1) } : { submissionCredits: FieldValue.increment(-1) };
  return {
    write: () => tx.update(ref, { ...counted, lastListingId: listingId, updatedAt: FieldValue.serverTimestamp() }),
    listingFields: slot === 'paid' ? { paidSlot: true } : {},
  };
}

/**
 * Frees the slot a listing holds (deleted, sold), in the transaction that ends it: reads the account
 * first (so call it before the transaction writes), returns the write, or nothing when the listing
 * holds no slot, or its account is gone or counts none (a count never goes below 0). A paused
 * listing deleted leaves its account's paused count instead. A paid submission's slot was its own:
 * nothing of the plan's is freed.
 */
export async function freeSlot(tx: Transaction, listing: DocumentData | undefined): Promise<() => void> {
  const paused = isPausedListing(listing) && !isPaidSubmission(listing) && typeof listing?.slotHolder === 'string' && listing.slotHolder !== '';
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
