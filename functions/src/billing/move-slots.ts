import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firestore/db';
import { billingAccountRef, ensureBillingAccount } from './billing-account';
import { holdsSlot } from './listing-slots';

/**
 * Moves the slots an agent's listings hold to the account that covers them now (`holder`: their
 * agency's after joining one, their own after leaving): each such listing's `slotHolder` changes and
 * the counts move with it, one batch per 400 listings (docs/plans.md "Agencies"). The new account may
 * end above its allowance: nothing is unpublished, only new listings wait for a free slot.
 */
export async function moveSlots(listings: readonly QueryDocumentSnapshot[], holder: string): Promise<number> {
  const moving = listings.filter((doc) => holdsSlot(doc.data()) && doc.get('slotHolder') !== holder);
  if (moving.length === 0) return 0;
  await ensureBillingAccount(holder);
  for (let start = 0; start < moving.length; start += 400) {
    const chunk = moving.slice(start, start + 400);
    const batch = db.batch();
    const fromCounts = new Map<string, number>();
    for (const doc of chunk) {
      const from = String(doc.get('slotHolder'));
      fromCounts.set(from, (fromCounts.get(from) ?? 0) + 1);
      batch.update(doc.ref, { slotHolder: holder });
    }
    const updatedAt = FieldValue.serverTimestamp();
    for (const [from, count] of fromCounts) batch.set(billingAccountRef(from), { listingsUsed: FieldValue.increment(-count), updatedAt }, { merge: true });
    batch.update(billingAccountRef(holder), { listingsUsed: FieldValue.increment(chunk.length), updatedAt });
    await batch.commit();
  }
  return moving.length;
}
