import { describe, expect, it } from 'vitest';
import { listingFormSchema } from '@homehaven/domain/listing-form';
import { MESSAGES } from '@homehaven/domain/messages';
import { LISTING_PRICE_MAX } from '@homehaven/domain/price-text';
import { offerAmountProblem, parseOfferAmount } from '@homehaven/domain/offer-amount';
import { moneySchema } from './parse';

/**
 * One reader of typed money (domain/src/price-text.ts, docs/decisions.md "Typed amounts"): the offer
 * form, the listing form and the facade's `moneySchema` judge every sample alike. The offer's range
 * here takes every amount one card payment can, so only the reading decides.
 */
const OFFER_RANGE = [0, 999_999.99] as const;

/** Each sample and the amount it stands for, or null when it is not an amount. */
const SAMPLES: readonly (readonly [string | number, number | null])[] = [
  ['1,00,000', null],
  ['1,000,00', null],
  ['1e5', null],
  ['0x10', null],
  ['  $1,000.50 ', 1000.5],
  ['1.005', null],
  ['', null],
  ['-1', null],
  [1e13, null],
  ['250000', 250_000],
  ['$ 250,000', 250_000],
  ['0', 0],
  ['0.5', 0.5],
  ['4 2 5', null],
  ['-$250', null],
  ['Infinity', null],
  ['.5', null],
  ['1.', null],
  [425_000.5, 425_000.5],
  [0.1 + 0.2, null],
  [-5, null],
];

/** The three checks' readings of a sample: the amount each accepts, or null. */
function readings(sample: string | number): { offer: number | null; listing: number | null; facade: number | null; facadeAsText: number | null } {
  const text = String(sample);
  const offer = offerAmountProblem(text, ...OFFER_RANGE) === null ? parseOfferAmount(text) : null;
  const form = listingFormSchema.shape.MinimumPrice.safeParse(text);
  const facade = moneySchema.safeParse(sample);
  const facadeAsText = moneySchema.safeParse(text);
  return { offer, listing: form.success ? form.data : null, facade: facade.success ? facade.data : null, facadeAsText: facadeAsText.success ? facadeAsText.data : null };
}

describe('typed amounts: the offer form, the listing form and the facade agree', () => {
  it.each(SAMPLES)('%j is read the same by all three', (sample, amount) => {
    expect(readings(sample)).toEqual({ offer: amount, listing: amount, facade: amount, facadeAsText: amount });
  });

  it('bounds listing prices at LISTING_PRICE_MAX in the form and the facade alike', () => {
    const atMax = readings(LISTING_PRICE_MAX);
    const above = readings(LISTING_PRICE_MAX + 0.01);
    expect([atMax.listing, atMax.facade, atMax.facadeAsText]).toEqual([LISTING_PRICE_MAX, LISTING_PRICE_MAX, LISTING_PRICE_MAX]);
    expect([above.listing, above.facade, above.facadeAsText]).toEqual([null, null, null]);
  });

  it('answers a bad amount with the listing form’s words', () => {
    expect(moneySchema.safeParse('1,00,000').error?.issues[0]?.message).toBe(MESSAGES.property.priceNotANumber);
    expect(moneySchema.safeParse(-1).error?.issues[0]?.message).toBe(MESSAGES.property.priceNegative);
    expect(moneySchema.safeParse(1e13).error?.issues[0]?.message).toBe(MESSAGES.property.priceTooLarge);
    expect(moneySchema.safeParse(true).success).toBe(false);
  });
});
