import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firestore/db';
import { logs } from '../logs';
import { cancelTransfer } from './cancel-transfer';

/** Transfers one sweep cancels: the rest wait for the next run (the query takes the most overdue first). */
export const TRANSFER_SWEEP_LIMIT = 50;

/** The awaited transfers whose money should have arrived by `dueBy`, the most overdue first (index: offers transfer.status, transfer.dueAt). */
export const overdueTransfers = (dueBy: Timestamp) =>
  db.collection('offers').where('transfer.status', '==', 'awaiting').where('transfer.dueAt', '<=', dueBy).orderBy('transfer.dueAt').limit(TRANSFER_SWEEP_LIMIT);

/**
 * Cancels the transfers whose money did not arrive in time (docs/payments.md "Bank transfers"): at
 * Stripe, then on the offer, which is pending again for its buyer. Money that arrived in part goes
 * back to the payer (Stripe returns it to their balance; its event sends it on). Also ends transfers of
 * offers decided meanwhile. A failed cancel is counted and tried again next run.
 */
export async function sweepOverdueTransfers(dueBy = Timestamp.now()): Promise<{ canceled: number; failed: number }> {
  const due = await overdueTransfers(dueBy).get();
  const results = await Promise.allSettled(due.docs.map((offer) => cancelTransfer(offer.id, String(offer.get('transfer.paymentIntentId')), 'not arrived in time')));
  results.forEach((result) => {
    if (result.status === 'rejected') logs.unexpected('cancel-overdue-transfer', result.reason);
  });
  return { canceled: results.filter((result) => result.status === 'fulfilled' && result.value).length, failed: results.filter((result) => result.status === 'rejected').length };
}
