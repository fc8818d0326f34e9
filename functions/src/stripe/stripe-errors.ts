import Stripe from 'stripe';

/** True for an error Stripe answered (not a network failure), optionally with a given error code. */
export function isStripeError(error: unknown, code?: string): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError && (code === undefined || error.code === code);
}
