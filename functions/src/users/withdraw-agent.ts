import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../facade/firestore';
import { refundAll } from '../stripe/refund-payment';

/** Most writes per batch or transaction (Firestore allows 500). */
const CHUNK = 400;
/** Offer states still open to a decision: not yet paid, or paid and awaiting the agent. */
const OPEN_STATUSES: readonly unknown[] = ['pending', 'bought'];

/** What withdrawing an agent changed. */
export interface FraudOutcome {
  withdrawn: number;
  rejected: number;
  refunds: number;
  refundsOk: boolean;
}

/** Sets `withdrawn: true` on every listing of the agent that is not withdrawn yet; answers how many. */
async function withdrawListings(uid: string): Promise<number> {
  const listings = await db.collection('properties').where('agent.uid', '==', uid).get();
  const open = listings.docs.filter((doc) => doc.get('withdrawn') !== true);
  for (let i = 0; i < open.length; i += CHUNK) {
    const batch = db.batch();
    open.slice(i, i + CHUNK).forEach((doc) => batch.update(doc.ref, { withdrawn: true }));
    await batch.commit();
  }
  return open.length;
}

/**
 * Rejects the agent's open offers (pending or bought), a chunk per transaction so a payment landing at
 * the same moment is either seen (and refunded) or finds the offer rejected (and the payments code
 * refunds it). Answers how many were rejected and the payments to refund.
 */
async function rejectOpenOffers(uid: string): Promise<{ rejected: number; refunds: { offerId: string; transactionId: string }[] }> {
  const refunds: { offerId: string; transactionId: string }[] = [];
  let rejected = 0;
  for (;;) {
    const changed = await db.runTransaction(async (tx) => {
      const offers = await tx.get(db.collection('offers').where('agentUid', '==', uid));
      const open = offers.docs.filter((doc) => OPEN_STATUSES.includes(doc.get('status'))).slice(0, CHUNK);
      const decidedAt = FieldValue.serverTimestamp();
      const paid: typeof refunds = [];
      for (const doc of open) {
        tx.update(doc.ref, { status: 'rejected', decidedAt });
        const transactionId: unknown = doc.get('transactionId');
        if (typeof transactionId === 'string' && transactionId) paid.push({ offerId: doc.id, transactionId });
      }
      return { count: open.length, paid };
    });
    if (changed.count === 0) return { rejected, refunds };
    rejected += changed.count;
    refunds.push(...changed.paid);
  }
}

/**
 * Withdraws an agent marked fraud (architecture "Listing decisions") or deleted by an admin: every
 * listing withdrawn from the public lists, every open offer on them rejected, paid ones refunded through the payments code's
 * refundAll (idempotent per PaymentIntent; each failure is logged by it for a manual refund). Their data
 * is kept. A re-run finds nothing left to change.
 */
export async function withdrawAgent(uid: string): Promise<FraudOutcome> {
  const withdrawn = await withdrawListings(uid);
  const { rejected, refunds } = await rejectOpenOffers(uid);
  const refundsOk = refunds.length === 0 || (await refundAll(refunds));
  return { withdrawn, rejected, refunds: refunds.length, refundsOk };
}
