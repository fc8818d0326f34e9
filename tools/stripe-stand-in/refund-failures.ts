import { stripeErrors } from './errors';
import { field, type FormFields } from './form';

/** Most failures one call arms: a test asks for a few; a typo should not arm a million. */
const MAX_TIMES = 100;

/**
 * Refund calls still to fail, per PaymentIntent: a test makes the refunds of its own payment fail a
 * number of times, then succeed, without touching any other test's payments.
 */
export type RefundFailures = Map<string, number>;

/** `POST /_stand-in/refund-failures` `payment_intent=pi_...&times=N`: the next N refund calls for that intent fail (0 clears). */
export function armRefundFailures(failures: RefundFailures, fields: FormFields): { payment_intent: string; times: number } {
  const paymentIntent = field(fields, 'payment_intent');
  if (!paymentIntent) throw stripeErrors.missingParam('payment_intent');
  const text = field(fields, 'times') ?? '1';
  const times = Number(text);
  if (!/^\d{1,3}$/.test(text) || times > MAX_TIMES) throw stripeErrors.invalidParam('times', `times must be a whole number from 0 to ${MAX_TIMES}.`);
  if (times === 0) failures.delete(paymentIntent);
  else failures.set(paymentIntent, times);
  return { payment_intent: paymentIntent, times };
}

/** Throws Stripe's `api_error` (500) when a failure is armed for this intent, counting it down. */
export function failIfArmed(failures: RefundFailures, paymentIntent: string | undefined): void {
  const left = paymentIntent === undefined ? 0 : (failures.get(paymentIntent) ?? 0);
  if (paymentIntent === undefined || left <= 0) return;
  if (left === 1) failures.delete(paymentIntent);
  else failures.set(paymentIntent, left - 1);
  throw stripeErrors.apiError('An error occurred while processing this refund (failure injected by the Stripe stand-in).');
}
