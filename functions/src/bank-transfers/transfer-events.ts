import type Stripe from 'stripe';
import { receivedOf } from '@homehaven/domain/bank-transfers';
import { stripe } from '../config';
import { contendedTransaction } from '../firestore/contended-transaction';
import { isDocId } from '../http/parse';
import { logs } from '../logs';
import { offerFrom, offerRef } from '../offers/offer-store';
import { attemptOwedRefunds } from '../refunds/attempt';
import { recordOwed, type OwedRefund } from '../refunds/record';
import { markTransferCanceled } from './cancel-transfer';
import { instructionsOf } from './transfer-intent';

/** What has arrived of an offer's transfer, when Stripe says part of it did: only ever more, so events in any order leave the largest. */
async function onPartlyFunded(intent: Stripe.PaymentIntent, offerId: string): Promise<void> {
  const received = receivedOf(intent.amount, instructionsOf(intent)?.amount_remaining);
  await contendedTransaction(async (tx) => {
    const offer = offerFrom(await tx.get(offerRef(offerId)));
    const transfer = offer.transfer;
    if (transfer?.paymentIntentId !== intent.id || transfer.status !== 'awaiting' || received <= transfer.receivedCents) return;
    tx.update(offerRef(offerId), { 'transfer.receivedCents': received });
    logs.transferFunded(offerId, intent.id, received, intent.amount);
  });
}

/**
 * Money in a payer's balance that no payment was waiting for (sent beyond the amount, after its
 * transfer was cancelled, or quoting nothing Stripe could match) goes back to them by bank transfer:
 * recorded as owed (one record per event; each attempt returns what the balance holds then), then attempted.
 */
async function onFundsAvailable(balance: Stripe.CashBalance, eventId: string): Promise<void> {
  const held = balance.available?.usd ?? 0;
  if (held <= 0) return;
  const customer = await stripe().customers.retrieve(balance.customer);
  const email = 'deleted' in customer && customer.deleted ? '' : (customer.email ?? '');
  const owed: OwedRefund = { offerId: '', paymentIntentId: `balance_${eventId}`, reason: 'unclaimed-transfer', amount: held / 100, instructionsEmail: email, customerId: balance.customer };
  await contendedTransaction((tx) => recordOwed(tx, [owed]));
  await attemptOwedRefunds([owed]);
}

/**
 * Stripe's bank-transfer events (docs/payments.md "Bank transfers"): part of an offer's transfer
 * arrived, a transfer was cancelled, money waits in a payer's balance. Answers whether the event was
 * one of them. `payment_intent.succeeded` is the card's path (fulfil-payment.ts).
 */
export async function onTransferEvent(event: Stripe.Event): Promise<boolean> {
  if (event.type === 'cash_balance.funds_available') {
    await onFundsAvailable(event.data.object, event.id);
    return true;
  }
  if (event.type !== 'payment_intent.partially_funded' && event.type !== 'payment_intent.canceled') return false;
  const intent = event.data.object;
  const offerId = intent.metadata.offerId;
  if (!isDocId(offerId)) return false;
  if (event.type === 'payment_intent.partially_funded') await onPartlyFunded(intent, offerId);
  else await markTransferCanceled(offerId, intent.id, intent.cancellation_reason ?? 'canceled at Stripe');
  return true;
}
