import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { RefundReason } from '@homehaven/domain/refunds';
import { db } from '../firestore/db';
import { retryDelayMs } from './backoff';

/** A payment the system owes back: its offer and PaymentIntent, why, and what the admin's list shows of it. */
export interface OwedRefund {
  offerId: string;
  paymentIntentId: string;
  reason: RefundReason;
  /** The offer's amount in dollars. */
  amount?: number;
  propertyTitle?: string;
}

/** The refund an offer's document is owed for `reason`: one when it carries a payment, none otherwise. */
export function refundOfOffer(offer: DocumentSnapshot, reason: RefundReason): OwedRefund[] {
  const paymentIntentId: unknown = offer.get('transactionId');
  if (typeof paymentIntentId !== 'string' || !paymentIntentId) return [];
  return [{ offerId: offer.id, paymentIntentId, reason, amount: Number(offer.get('offerAmount')), propertyTitle: String(offer.get('propertyTitle') ?? '') }];
}

/** `refunds`: one record per PaymentIntent, whichever path owes it and however often. */
export const refunds = db.collection('refunds');

/** `refunds/{paymentIntentId}`. */
export function refundRef(paymentIntentId: string): DocumentReference {
  return refunds.doc(paymentIntentId);
}

/**
 * Records as owed, inside the transaction that decides them, the refunds that have no record yet
 * (each PaymentIntent once; an existing record, owed or refunded, is left as it is). It reads, so
 * call it after the transaction's other reads and before its writes, as Firestore requires. Recording
 * in that same transaction means no decision commits without its record. The first automatic retry
 * is a minute away: the caller attempts the refund as soon as the transaction commits.
 */
export async function recordOwed(tx: Transaction, owed: readonly OwedRefund[]): Promise<void> {
  const unique = [...new Map(owed.map((refund) => [refund.paymentIntentId, refund])).values()];
  if (unique.length === 0) return;
  const stored = await tx.getAll(...unique.map((refund) => refundRef(refund.paymentIntentId)));
  const now = FieldValue.serverTimestamp();
  const firstRetry = Timestamp.fromMillis(Date.now() + retryDelayMs(0));
  unique.forEach(({ offerId, paymentIntentId, reason, amount, propertyTitle }, i) => {
    if (stored[i]?.exists) return;
    tx.create(refundRef(paymentIntentId), {
      offerId,
      paymentIntentId,
      reason,
      status: 'owed',
      attempts: 0,
      lastError: null,
      ...(amount === undefined || !Number.isFinite(amount) ? {} : { amount }),
      ...(propertyTitle ? { propertyTitle } : {}),
      createdAt: now,
      updatedAt: now,
      nextAttemptAt: firstRetry,
    });
  });
}
