import { STRIPE_MAX_AMOUNT_CENTS, STRIPE_MIN_AMOUNT_CENTS } from '@homehaven/domain/constants';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { cardCents } from '@homehaven/domain/card-limit';
import { refuse } from '../http/http-error';

/** The currency of every payment (offer amounts are in US dollars). */
export const CURRENCY = 'usd';

/**
 * An offer amount in dollars as Stripe's integer cents; 400 when Stripe could not take it in one card
 * payment, so no charge is ever attempted for it.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars <= 0) refuse(400, PAYMENT_API_MESSAGES.badOfferAmount);
  const cents = cardCents(dollars);
  if (cents > STRIPE_MAX_AMOUNT_CENTS) refuse(400, PAYMENT_API_MESSAGES.amountTooLarge);
  if (cents < STRIPE_MIN_AMOUNT_CENTS) refuse(400, PAYMENT_API_MESSAGES.amountTooSmall);
  return cents;
}
