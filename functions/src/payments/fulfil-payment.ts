import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { MESSAGES } from '@homehaven/domain/messages';
import { logs } from '../logs';
import { HttpError } from '../facade/http-error';
import { db, offerFrom, offerRef, type Offer } from '../offers/offer-store';
import { CURRENCY, dollarsToCents } from '../stripe/amount';
import { refundAll } from '../stripe/refund-payment';

/** Why a PaymentIntent does not pay for an offer, or undefined when it does. */
function mismatch(intent: Stripe.PaymentIntent, offer: Offer): string | undefined {
  if (intent.metadata.offerId !== offer.id) return MESSAGES.paymentApi.paymentNotForOffer;
  if (intent.status !== 'succeeded') return MESSAGES.paymentApi.paymentNotSucceeded;
  if (intent.currency !== CURRENCY || intent.amount !== dollarsToCents(offer.offerAmount)) {
    return MESSAGES.paymentApi.paymentAmountMismatch;
  }
  return undefined;
}

/**
 * Marks an offer bought by a PaymentIntent read from Stripe (payment success) or signed by it (webhook),
 * in one transaction, only when the intent succeeded for this offer's exact amount. Answers the number
 * of offers changed: 1, or 0 when this intent had already marked it. A valid payment for an offer that
 * is no longer pending (paid by another intent, or rejected meanwhile) is refunded and answers 409.
 */
export async function fulfilPayment(intent: Stripe.PaymentIntent, offerId: string, via: 'success' | 'webhook'): Promise<number> {
  const outcome = await db.runTransaction(async (tx) => {
    const offer = offerFrom(await tx.get(offerRef(offerId)));
    if (offer.transactionId === intent.id) return 'repeat';
    const reason = mismatch(intent, offer);
    if (reason) {
      logs.paymentRefused(offerId, intent.id, reason);
      throw new HttpError(400, reason);
    }
    if (offer.status !== 'pending') return 'late';
    tx.update(offerRef(offerId), { status: 'bought', transactionId: intent.id, paidAt: FieldValue.serverTimestamp() });
    return 'bought';
  });
  if (outcome === 'late') {
    logs.latePayment(offerId, intent.id);
    if (!(await refundAll([{ offerId, transactionId: intent.id }]))) throw new Error(`refund of late payment ${intent.id} failed`);
    throw new HttpError(409, MESSAGES.paymentApi.alreadyPaidRefunded);
  }
  if (outcome === 'bought') logs.offerBought(offerId, intent.id, via);
  return outcome === 'bought' ? 1 : 0;
}
