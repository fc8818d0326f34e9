import Stripe from 'stripe';

/** True for an error Stripe answered (not a network failure), optionally with a given error code. */
export function isStripeError(error: unknown, code?: string): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError && (code === undefined || error.code === code);
}

/** Longest error text kept on a refund record. */
const ERROR_TEXT_MAX = 500;

/** A failure in words for a record: Stripe's error type, code and message, or the error's own message. */
export function errorText(error: unknown): string {
  const text = isStripeError(error) ? `${error.rawType ?? error.type}${error.code ? ` (${error.code})` : ''}: ${error.message}` : error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_TEXT_MAX);
}
