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
export async function issueRefund(paymentIntentId: string, offerId: string, attempt: number): Promise<string | null> {
  try {
    const refund = await stripe().refunds.create({ payment_intent: paymentIntentId, metadata: { offerId } }, { idempotencyKey: `refund-${paymentIntentId}-${attempt}` });
    logs.refunded(offerId, paymentIntentId, refund.id);
    return refund.id;
  } catch (error) {
    if (!isStripeError(error, 'charge_already_refunded')) throw error;
    const refundId = await existingRefundId(paymentIntentId);
    logs.refunded(offerId, paymentIntentId, refundId ?? 'already refunded');
    return refundId;
  }
}
