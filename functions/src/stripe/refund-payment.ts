import { stripe } from '../config';
import { logs } from '../logs';
import { isStripeError } from './stripe-errors';

/**
 * Refunds a PaymentIntent in full. One idempotency key per intent, so retries and repeated decisions
 * never refund twice; a payment Stripe reports as already refunded counts as done.
 */
async function refundPayment(paymentIntentId: string, offerId: string): Promise<void> {
  try {
    const refund = await stripe().refunds.create(
      { payment_intent: paymentIntentId, metadata: { offerId } },
      { idempotencyKey: `refund-${paymentIntentId}` },
    );
    logs.refunded(offerId, paymentIntentId, refund.id);
  } catch (error) {
    if (!isStripeError(error, 'charge_already_refunded')) throw error;
    logs.refunded(offerId, paymentIntentId, 'already refunded');
  }
}

/** Refunds several payments, each independently; resolves false when any refund failed (each failure logged). */
export async function refundAll(payments: readonly { offerId: string; transactionId: string }[]): Promise<boolean> {
  const results = await Promise.allSettled(payments.map((p) => refundPayment(p.transactionId, p.offerId)));
  results.forEach((result, i) => {
    const payment = payments[i];
    if (result.status === 'rejected' && payment) logs.refundFailed(payment.offerId, payment.transactionId, result.reason);
  });
  return results.every((result) => result.status === 'fulfilled');
}
