import { STRIPE_MAX_AMOUNT_CENTS, STRIPE_MIN_AMOUNT_CENTS } from '@homehaven/domain/constants';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { cardCents } from '@homehaven/domain/card-limit';
import { refuse } from '../http/http-error';

/** The currency of every payment (offer amounts are in US dollars). */
export const CURRENCY = 'usd';

/** What the refusals of an amount outside Stripe's limits for one payment say: a card's by default. */
type LimitMessages = { amountTooLarge: string; amountTooSmall: string };

/**
 * An offer amount in dollars as Stripe's integer cents; 400 when Stripe could not take it in one
 * payment (in the words of `limits`: a card's, or a bank transfer's), so none is ever attempted for it.
 */
export function dollarsToCents(dollars: number, limits: LimitMessages = PAYMENT_API_MESSAGES): number {
  if (!Number.isFinite(dollars) || dollars <= 0) refuse(400, PAYMENT_API_MESSAGES.badOfferAmount);
  const cents = cardCents(dollars);
  if (cents > STRIPE_MAX_AMOUNT_CENTS) refuse(400, limits.amountTooLarge);
  if (cents < STRIPE_MIN_AMOUNT_CENTS) refuse(400, limits.amountTooSmall);
  return cents;
}
