import { stripe } from '../config';
import { logs } from '../logs';
import { isStripeError } from './stripe-errors';

/** The refund Stripe already made for a PaymentIntent, or null when it cannot be read. */
async function existingRefundId(paymentIntentId: string): Promise<string | null> {
  try {
    const list = await stripe().refunds.list({ payment_intent: paymentIntentId, limit: 1 });
    return list.data[0]?.id ?? null;
  } catch {
    return null;
  }
}

/**
 * Asks Stripe to refund a PaymentIntent in full and answers the refund's id; a payment Stripe reports
 * as already refunded counts as done (answering that refund's id when it can be read, else null).
 * Each attempt has its own idempotency key, `refund-<paymentIntentId>-<attempt>`: stripe-node's own
 * network retries within the attempt reuse it, while a later attempt is a new request, because Stripe
 * replays a key's first answer, 500 errors included, for 24 hours
 * (https://docs.stripe.com/api/idempotent_requests). Stripe refunds a payment in full only once
 * (`charge_already_refunded`), which keeps it to one refund whatever the attempts.
 */
export async function issueRefund(paymentIntentId: string, offerId: string, attempt: number, instructionsEmail = ''): Promise<string | null> {
  try {
    // A bank transfer goes back by bank transfer: Stripe e-mails the payer for the account to send it to.
    const byTransfer = instructionsEmail ? { instructions_email: instructionsEmail } : {};
    const refund = await stripe().refunds.create({ payment_intent: paymentIntentId, metadata: { offerId }, ...byTransfer }, { idempotencyKey: `refund-${paymentIntentId}-${attempt}` });
    logs.refunded(offerId, paymentIntentId, refund.id);
    return refund.id;
  } catch (error) {
    if (!isStripeError(error, 'charge_already_refunded')) throw error;
    const refundId = await existingRefundId(paymentIntentId);
    logs.refunded(offerId, paymentIntentId, refundId ?? 'already refunded');
    return refundId;
  }
}

/**
 * Sends back by bank transfer whatever sits in a payer's balance at Stripe now (money no payment was
 * waiting for: docs/payments.md "Bank transfers"), answering the refund's id and amount, or no id and 0 when the balance
 * is already empty (returned by an earlier attempt, or taken by a payment since). Reading the balance
 * at each attempt, rather than the amount an event reported, returns each dollar once whatever the
 * events' order and repeats.
 */
export async function returnBalance(customerId: string, instructionsEmail: string, key: string): Promise<{ refundId: string | null; amountCents: number }> {
  const balance = await stripe().customers.retrieveCashBalance(customerId);
  const available = balance.available?.usd ?? 0;
  if (available <= 0) return { refundId: null, amountCents: 0 };
  const refund = await stripe().refunds.create(
    { customer: customerId, origin: 'customer_balance', amount: available, currency: 'usd', instructions_email: instructionsEmail },
    { idempotencyKey: `return-${key}` },
  );
  logs.balanceReturned(customerId, available, refund.id);
  return { refundId: refund.id, amountCents: available };
}
