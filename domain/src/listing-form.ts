import { z } from 'zod';
import { requiredText } from './text-fields';
import { TEXT_LIMITS } from './constants';
import type { PropertyDoc } from './documents';
import { MESSAGES } from './messages';
import { EMPTY_POSITION_TEXT, positionFormSchema, positionFormText } from './listing-position-form';

/**
 * The listing form of Add Property and Update property (docs/product.md §8.1 Add and update a listing):
 * title, location, Details and both prices required; prices typed as text but stored as numbers, so
 * they must read as amounts of dollars; the map position optional (listing-position-form.ts). Bounds
 * are the rules' (firestore.rules `isValidListing`) and the facade's (`moneySchema`, `textSchema`),
 * so a form that passes here is not refused there.
 */

export { LISTING_PRICE_MAX, parsePrice } from './price-text';
import { LISTING_PRICE_MAX, parsePrice, readAmount } from './price-text';

/** What is wrong with a price text, or null; `required` is the message for an empty one (price-text.ts reads it). */
export function priceProblem(text: string, required: string): string | null {
  const read = readAmount(text);
  if (read.kind === 'empty') return required;
  if (read.kind === 'negative') return MESSAGES.property.priceNegative;
  if (read.kind === 'malformed' || !read.wholeCents) return MESSAGES.property.priceNotANumber;
  return read.amount > LISTING_PRICE_MAX ? MESSAGES.property.priceTooLarge : null;
}

/** A required price field: text in, a number out. */
function priceField(required: string) {
  return z.string().transform((text, ctx) => {
    const problem = priceProblem(text, required);
    const amount = parsePrice(text);
    if (problem !== null || amount === null) {
      ctx.addIssue({ code: 'custom', message: problem ?? MESSAGES.property.priceNotANumber });
      return z.NEVER;
    }
    return amount;
  });
}

/** A required text field with the listing's bound: blank of any kind is missing (text.ts). */
function textField(max: number, required: string, tooLong: string) {
  return requiredText(max, { required, tooLong });
}

/** The listing form's schema: validates the typed text and yields the fields as stored. */
export const listingFormSchema = z.object({
  title: textField(TEXT_LIMITS.title, MESSAGES.property.titleRequired, MESSAGES.property.titleTooLong),
  location: textField(TEXT_LIMITS.location, MESSAGES.property.locationRequired, MESSAGES.property.locationTooLong),
  Details: textField(TEXT_LIMITS.details, MESSAGES.property.detailsRequired, MESSAGES.property.detailsTooLong),
  MinimumPrice: priceField(MESSAGES.property.minPriceRequired),
  MaximumPrice: priceField(MESSAGES.property.maxPriceRequired),
  position: positionFormSchema,
});

/** The form as typed: every field is text. */
export type ListingFormInput = z.input<typeof listingFormSchema>;
/** The form once valid: trimmed text and numeric prices, named as the listing document names them. */
export type ListingFormValues = z.output<typeof listingFormSchema>;

/** An empty listing form (Add Property). */
export const EMPTY_LISTING_FORM: ListingFormInput = { title: '', location: '', Details: '', MinimumPrice: '', MaximumPrice: '', position: { ...EMPTY_POSITION_TEXT } };

/** A stored listing as form text (Update property prefills with it). */
export function listingFormText(listing: Pick<PropertyDoc, keyof ListingFormValues>): ListingFormInput {
  return {
    title: listing.title,
    location: listing.location,
    Details: listing.Details,
    MinimumPrice: String(listing.MinimumPrice),
    MaximumPrice: String(listing.MaximumPrice),
    position: positionFormText(listing.position),
  };
}
