import { FieldValue } from 'firebase-admin/firestore';
import { MESSAGES } from '@homehaven/domain/messages';
import type { Caller } from '../http/caller';
import { db } from '../firestore/db';
import { refuse } from '../http/http-error';
import { propertyRef } from './listing';
import { ownListingIn } from './own-listing';
import { freeFeature } from '../featured/end-features';
import { freeSlot } from '../billing/listing-slots';
import { declineForGoneListing, openViewingsOf } from '../viewings/close-viewings';
import { contendedTransaction } from '../firestore/contended-transaction';

/** Offer states that keep a listing: a buyer has paid, or the agent accepted (the listing is sold). */
const BLOCKING: readonly unknown[] = ['bought', 'accepted'];

/**
 * Deletes the caller's listing in ONE transaction that reads it and every offer on it (rules cannot
 * query offers, so clients may not delete listings; docs/decisions.md "Listing edits and deletion"):
 * 409 when it is sold or any offer is bought or accepted; otherwise its pending offers are rejected
 * (decidedAt set; rejected ones stay as they are), the listing is deleted and its plan's slot freed. A payment landing at the
 * same moment either commits first (the delete is then refused) or finds its offer rejected (the
 * payments code refunds it). Answers how many offers it rejected.
 */
export function deleteListing(id: string, caller: Caller): Promise<number> {
  return contendedTransaction(async (tx) => {
    const snapshot = await tx.get(propertyRef(id));
    const listing = ownListingIn(snapshot, caller);
    if (listing.sold) refuse(409, MESSAGES.property.deleteSold);
    const offers = await tx.get(db.collection('offers').where('propertyId', '==', id));
    if (offers.docs.some((doc) => BLOCKING.includes(doc.get('status')))) refuse(409, MESSAGES.property.deleteBlocked);
    const pending = offers.docs.filter((doc) => doc.get('status') === 'pending');
    // Its upcoming visits are declined, their buyers told (docs/decisions.md "Viewings").
    const viewings = await tx.get(openViewingsOf('propertyId', id));
    // Its slot of the plan is free again (docs/plans.md "Quotas").
    const free = await freeSlot(tx, snapshot.data());
    // A feature from the plan gives its allowance back (docs/plans.md "Featured listings").
    const unfeature = await freeFeature(tx, snapshot.data());
    const decidedAt = FieldValue.serverTimestamp();
    for (const doc of pending) tx.update(doc.ref, { status: 'rejected', decidedAt });
    declineForGoneListing(tx, viewings.docs);
    free();
    unfeature();
    tx.delete(propertyRef(id));
    return pending.length;
  });
}
