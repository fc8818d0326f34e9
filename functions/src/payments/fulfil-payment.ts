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
import { isBankTransfer } from '../bank-transfers/transfer-intent';
import { cancelTransfer } from '../bank-transfers/cancel-transfer';

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
  let staleTransfer: string | undefined;
  const outcome = await contendedTransaction(async (tx): Promise<'repeat' | 'bought' | OwedRefund> => {
    const offer = offerFrom(await tx.get(offerRef(offerId)));
    if (offer.transactionId === intent.id) return 'repeat';
    const reason = mismatch(intent, offer);
    if (reason) {
      logs.paymentRefused(offerId, intent.id, reason);
      refuse(400, reason);
    }
    // Money sent by transfer goes back by transfer (docs/payments.md "Bank transfers").
    const byTransfer = isBankTransfer(intent) && offer.buyerEmail ? { instructionsEmail: offer.buyerEmail } : {};
    if (offer.status !== 'pending') {
      const late: OwedRefund = { offerId, paymentIntentId: intent.id, reason: 'late-payment', amount: offer.offerAmount, propertyTitle: offer.propertyTitle, ...byTransfer };
      await recordOwed(tx, [late]);
      return late;
    }
    const now = FieldValue.serverTimestamp();
    // The transfer it pays is funded; a transfer awaited by another intent (the buyer paid by card meanwhile) is left for its own end.
    const funded = offer.transfer?.paymentIntentId === intent.id ? { 'transfer.status': 'funded', 'transfer.receivedCents': intent.amount, 'transfer.fundedAt': now } : {};
    tx.update(offerRef(offerId), { status: 'bought', transactionId: intent.id, paidAt: now, ...funded });
    staleTransfer = offer.transfer?.status === 'awaiting' && offer.transfer.paymentIntentId !== intent.id ? offer.transfer.paymentIntentId : undefined;
    return 'bought';
  });
  if (typeof outcome === 'object') {
    logs.latePayment(offerId, intent.id);
    if (!(await attemptOwedRefunds([outcome]))) throw new Error(`refund of late payment ${intent.id} failed`);
    refuse(409, PAYMENT_API_MESSAGES.alreadyPaidRefunded);
  }
  if (outcome === 'bought') logs.offerBought(offerId, intent.id, via);
  if (outcome === 'bought' && staleTransfer) await cancelTransfer(offerId, staleTransfer, 'paid otherwise');
  return outcome === 'bought' ? 1 : 0;
}
