import { STRIPE_MAX_AMOUNT_CENTS } from './constants';

/** Dollars as the whole cents a card payment charges (docs/payments.md "Decisions": `Math.round(dollars * 100)`). */
export function cardCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * Whether one card payment cannot take this many dollars (Stripe's $999,999.99): the offer form, the
 * buyer's Purchase button and the payment-secret function ask this, so they agree to the cent.
 */
export function exceedsCardLimit(dollars: number): boolean {
  return cardCents(dollars) > STRIPE_MAX_AMOUNT_CENTS;
}
