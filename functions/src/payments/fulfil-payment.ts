import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { logs } from '../logs';
import { refuse } from '../http/http-error';
import { offerFrom, offerRef, type Offer } from '../offers/offer-store';
import { CURRENCY, dollarsToCents } from '../stripe/amount';
import { attemptOwedRefunds } from '../refunds/attempt';
import { recordOwed, type OwedRefund } from '../refunds/record';
import { contendedTransaction } from '../firestore/contended-transaction';

/** Why a PaymentIntent does not pay for an offer, or undefined when it does. */
function mismatch(intent: Stripe.PaymentIntent, offer: Offer): string | undefined {
  if (intent.metadata.offerId !== offer.id) return PAYMENT_API_MESSAGES.paymentNotForOffer;
  if (intent.status !== 'succeeded') return PAYMENT_API_MESSAGES.paymentNotSucceeded;
  if (intent.currency !== CURRENCY || intent.amount !== dollarsToCents(offer.offerAmount)) {
    return PAYMENT_API_MESSAGES.paymentAmountMismatch;
  }
  return undefined;
}

/**
 * Marks an offer bought by a PaymentIntent read from Stripe (payment success) or signed by it (webhook),
 * in one transaction, only when the intent succeeded for this offer's exact amount. Answers the number
 * of offers changed: 1, or 0 when this intent had already marked it. A valid payment for an offer that
 * is no longer pending (paid by another intent, or rejected meanwhile) is recorded as an owed refund in
 * that transaction, refunded, and answers 409; when the refund fails it throws, so the webhook's sender
 * retries (the record is retried with backoff anyway).
 */
export async function fulfilPayment(intent: Stripe.PaymentIntent, offerId: string, via: 'success' | 'webhook'): Promise<number> {
  const outcome = await contendedTransaction(async (tx): Promise<'repeat' | 'bought' | OwedRefund> => {
    const offer = offerFrom(await tx.get(offerRef(offerId)));
    if (offer.transactionId === intent.id) return 'repeat';
    const reason = mismatch(intent, offer);
    if (reason) {
      logs.paymentRefused(offerId, intent.id, reason);
      refuse(400, reason);
    }
    if (offer.status !== 'pending') {
      const late: OwedRefund = { offerId, paymentIntentId: intent.id, reason: 'late-payment', amount: offer.offerAmount, propertyTitle: offer.propertyTitle };
      await recordOwed(tx, [late]);
      return late;
    }
    tx.update(offerRef(offerId), { status: 'bought', transactionId: intent.id, paidAt: FieldValue.serverTimestamp() });
    return 'bought';
  });
  if (typeof outcome === 'object') {
    logs.latePayment(offerId, intent.id);
    if (!(await attemptOwedRefunds([outcome]))) throw new Error(`refund of late payment ${intent.id} failed`);
    refuse(409, PAYMENT_API_MESSAGES.alreadyPaidRefunded);
  }
  if (outcome === 'bought') logs.offerBought(offerId, intent.id, via);
  return outcome === 'bought' ? 1 : 0;
}
