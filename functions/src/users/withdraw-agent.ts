import { FieldValue } from 'firebase-admin/firestore';
import type { RefundReason } from '@homehaven/domain/refunds';
import { db } from '../firestore/db';
import { attemptOwedRefunds } from '../refunds/attempt';
import { recordOwed, refundOfOffer, type OwedRefund } from '../refunds/record';
import { declineViewingsOfAgent } from '../viewings/close-viewings';
import { contendedTransaction } from '../firestore/contended-transaction';
import { awaitedTransfersOf, cancelClosedTransfers, type AwaitedTransfer } from '../bank-transfers/cancel-transfer';

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
 * refunds it). The paid ones are recorded as owed refunds in the same transaction. Answers how many
 * were rejected, the refunds to attempt and the bank transfers to cancel.
 */
async function rejectOpenOffers(uid: string, reason: RefundReason): Promise<{ rejected: number; refunds: OwedRefund[]; transfers: AwaitedTransfer[] }> {
  const refunds: OwedRefund[] = [];
  const transfers: AwaitedTransfer[] = [];
  let rejected = 0;
  for (;;) {
    const changed = await contendedTransaction(async (tx) => {
      const offers = await tx.get(db.collection('offers').where('agentUid', '==', uid));
      const open = offers.docs.filter((doc) => OPEN_STATUSES.includes(doc.get('status'))).slice(0, CHUNK);
      const paid = open.flatMap((doc) => refundOfOffer(doc, reason));
      await recordOwed(tx, paid);
      const decidedAt = FieldValue.serverTimestamp();
      for (const doc of open) tx.update(doc.ref, { status: 'rejected', decidedAt });
      return { count: open.length, paid, awaited: awaitedTransfersOf(open) };
    });
    if (changed.count === 0) return { rejected, refunds, transfers };
    rejected += changed.count;
    refunds.push(...changed.paid);
    transfers.push(...changed.awaited);
  }
}

/**
 * Withdraws an agent marked fraud (docs/architecture.md §6 Listing rules) or deleted by an admin: every
 * listing withdrawn from the public lists, every open offer on them rejected, paid ones recorded as
 * owed refunds (`reason`) and attempted at once, and every upcoming visit declined. A refund that
 * fails stays owed and is retried with backoff (refunds/sweep.ts). Their data is kept. A re-run
 * finds nothing left to change.
 */
export async function withdrawAgent(uid: string, reason: RefundReason = 'fraud-withdrawal'): Promise<FraudOutcome> {
  const withdrawn = await withdrawListings(uid);
  const { rejected, refunds, transfers } = await rejectOpenOffers(uid, reason);
  // Buyers still to send a transfer for those offers are told to send nothing (docs/payments.md "Bank transfers").
  await cancelClosedTransfers(transfers, 'agent withdrawn');
  // Their upcoming visits too, each buyer told (docs/decisions.md "Viewings").
  await declineViewingsOfAgent(uid);
  const refundsOk = refunds.length === 0 || (await attemptOwedRefunds(refunds));
  return { withdrawn, rejected, refunds: refunds.length, refundsOk };
}
