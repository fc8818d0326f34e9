import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { paidByTransfer } from '@homehaven/domain/bank-transfers';
import type { RefundReason } from '@homehaven/domain/refunds';
import { db } from '../firestore/db';
import { offerFrom, type Offer } from '../offers/offer-store';
import { retryDelayMs } from './backoff';

/** A payment the system owes back: its offer and PaymentIntent, why, and what the admin's list shows of it. */
export interface OwedRefund {
  offerId: string;
  paymentIntentId: string;
  reason: RefundReason;
  /** The offer's amount in dollars. */
  amount?: number;
  propertyTitle?: string;
  /** Paid by bank transfer: Stripe asks this address for the payer's bank details to send the money back. */
  instructionsEmail?: string;
  /** Money in a payer's balance at Stripe rather than one payment (docs/payments.md "Bank transfers"); its record's id is then `paymentIntentId`. */
  customerId?: string;
}

/**
 * The refund an offer is owed for `reason`: one when it carries a payment, none otherwise. Paid by
 * bank transfer, the money goes back by transfer, to the bank details the payer gives Stripe at this
 * e-mail address (docs/payments.md "Bank transfers").
 */
export function refundOfStoredOffer(offer: Offer, reason: RefundReason): OwedRefund[] {
  if (!offer.transactionId) return [];
  const byTransfer = paidByTransfer(offer) && offer.buyerEmail ? { instructionsEmail: offer.buyerEmail } : {};
  return [{ offerId: offer.id, paymentIntentId: offer.transactionId, reason, amount: offer.offerAmount, propertyTitle: offer.propertyTitle, ...byTransfer }];
}

/** The refund an offer's document is owed for `reason` (see refundOfStoredOffer). */
export function refundOfOffer(offer: DocumentSnapshot, reason: RefundReason): OwedRefund[] {
  return refundOfStoredOffer(offerFrom(offer), reason);
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
  unique.forEach(({ offerId, paymentIntentId, reason, amount, propertyTitle, instructionsEmail, customerId }, i) => {
    if (stored[i]?.exists) return;
    tx.create(refundRef(paymentIntentId), {
      offerId,
      paymentIntentId: customerId ? '' : paymentIntentId,
      ...(instructionsEmail ? { instructionsEmail } : {}),
      ...(customerId ? { customerId } : {}),
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
