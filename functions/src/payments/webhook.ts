import type { Request, Response } from 'express';
import Stripe from 'stripe';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { webhookSigningSecret } from '../config';
import { logs } from '../logs';
import { HttpError, refuse } from '../http/http-error';
import { isDocId } from '../http/parse';
import { grantPurchase } from '../purchases/grant-purchase';
import { onBillingEvent } from '../subscriptions/billing-events';
import { fulfilPayment } from './fulfil-payment';
import { onTransferEvent } from '../bank-transfers/transfer-events';

/**
 * The verified event, or undefined when the signature is missing, malformed or wrong. Any failure of
 * the check is a bad signature: stripe-node throws its own error for most, but a plain Error for an
 * empty one (`t=1,v1=`), and only a body signed with our secret gets past it.
 */
function verifiedEvent(req: Request): Stripe.Event | undefined {
  const signature = req.header('stripe-signature');
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!signature || !rawBody) return undefined;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSigningSecret());
  } catch {
    return undefined;
  }
}

/** Fulfils a succeeded payment named by its metadata; refusals are logged, not retried by Stripe. */
async function onPaymentSucceeded(intent: Stripe.PaymentIntent): Promise<void> {
  const offerId = intent.metadata.offerId;
  if (!isDocId(offerId)) {
    logs.webhookIgnored('payment_intent.succeeded', `no offerId in metadata of ${intent.id}`);
    return;
  }
  try {
    await fulfilPayment(intent, offerId, 'webhook');
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    logs.webhookIgnored('payment_intent.succeeded', `${intent.id} for offer ${offerId}: ${error.message}`);
  }
}

/** A bank transfer's event (docs/payments.md "Bank transfers"); one about an offer that is not there is logged, not retried. */
async function transferEvent(event: Stripe.Event): Promise<boolean> {
  try {
    return await onTransferEvent(event);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    logs.webhookIgnored(event.type, `${event.id}: ${error.message}`);
    return true;
  }
}

/**
 * `POST /stripe/webhook` (no Firebase auth): verifies Stripe's signature on the raw body, then marks
 * the offer bought on `payment_intent.succeeded`, so a buyer who closed the tab after paying is still
 * served, grants one-off payments (a paid submission) and brings billing accounts up to their
 * subscriptions and invoices. Bad signature: 400, nothing changes. A failure Stripe should retry answers 503 (its route's fallback).
 */
export async function stripeWebhook(req: Request, res: Response): Promise<void> {
  const event = verifiedEvent(req);
  if (!event) {
    logs.webhookRejected(req.header('stripe-signature') ? 'bad signature' : 'no signature');
    refuse(400, PAYMENT_API_MESSAGES.badSignature);
  }
  // The allow-list: an offer's payment, a one-off payment (docs/plans.md "Paid submissions") and
  // Stripe Billing's events ("Subscribing") and bank transfers' ("Bank transfers") are acted on; every other event is acknowledged and ignored.
  if (event.type === 'payment_intent.succeeded') {
    if (!(await grantPurchase(event.data.object, event))) await onPaymentSucceeded(event.data.object);
  } else if (!(await onBillingEvent(event)) && !(await transferEvent(event))) logs.webhookIgnored(event.type, event.id);
  res.json({ received: true });
}
