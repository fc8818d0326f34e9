import { exceedsCardLimit } from './card-limit';
import { priceBounds } from './format';
import { OFFER_MESSAGES, PAYMENT_API_MESSAGES } from './offer-messages';
import { parsePrice, readAmount } from './price-text';

/** "Offer must be between {min} and {max}" when `amount` is outside the listing's two prices (inclusive, whichever is lower), else null: the offer form and the facade's `POST /makeOffer`. */
export function offerRangeProblem(amount: number, minimumPrice: number, maximumPrice: number): string | null {
  const { low, high } = priceBounds(minimumPrice, maximumPrice);
  return amount >= low && amount <= high ? null : OFFER_MESSAGES.outOfRange(low, high);
}

/**
 * The offer amount typed on the offer page, checked as docs/product.md §7.2 Offers says: required, a number
 * between the lower and the higher of the listing's two prices inclusive, else "Offer must be between
 * {min} and {max}" (so "abc", "-5", "1e309" and anything else that is not an amount as price-text.ts
 * reads it get that message too). Beyond the price bounds, because the offer is paid by card: whole
 * cents, and at most Stripe's $999,999.99 (docs/architecture.md §6 Listing rules).
 */
export function offerAmountProblem(text: string, minimumPrice: number, maximumPrice: number): string | null {
  const read = readAmount(text);
  if (read.kind === 'empty') return OFFER_MESSAGES.required;
  // NaN is in no range: text that is not an amount gets the range's message.
  const amount = read.kind === 'amount' ? read.amount : Number.NaN;
  const outside = offerRangeProblem(amount, minimumPrice, maximumPrice);
  if (outside !== null) return outside;
  if (read.kind === 'amount' && !read.wholeCents) return OFFER_MESSAGES.cents;
  return exceedsCardLimit(amount) ? PAYMENT_API_MESSAGES.amountTooLarge : null;
}

/** The amount of an offer that passed {@link offerAmountProblem}, as a number of dollars (NaN for text that would not pass). */
export function parseOfferAmount(text: string): number {
  return parsePrice(text) ?? Number.NaN;
}
