import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from './constants';
import { EMPTY_LISTING_FORM, LISTING_PRICE_MAX, listingFormSchema, listingFormText, parsePrice, priceProblem } from './listing-form';
import { MESSAGES } from './messages';

const REQUIRED = 'required';
const valid = { title: ' Lake house ', location: 'Lakeview, Ohio', Details: 'Three rooms.', MinimumPrice: '250000', MaximumPrice: '$300,000.50' };

/** The first message zod gives for each field of a form. */
function problems(input: Record<string, unknown>): Record<string, string> {
  const result = listingFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.reverse().map((issue) => [String(issue.path[0]), issue.message]));
}

describe('parsePrice', () => {
  it('reads plain digits, thousands commas, a $ and spaces, and up to two decimals', () => {
    expect(parsePrice('250000')).toBe(250_000);
    expect(parsePrice(' $1,250,000 ')).toBe(1_250_000);
    expect(parsePrice('$ 1,250,000')).toBe(1_250_000);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('99.5')).toBe(99.5);
    expect(parsePrice('1,234.56')).toBe(1234.56);
    expect(parsePrice(String(LISTING_PRICE_MAX))).toBe(LISTING_PRICE_MAX);
  });

  it('refuses what is not a non-negative amount of dollars', () => {
    for (const text of ['', 'abc', '-1', '1e5', '12abc', '1.234', '1,23', '12,34,567', '1,00,000', '1,000,00', '0x10', 'Infinity', 'NaN', '.5', '1.', '4 2 5', '250$', String(LISTING_PRICE_MAX + 1)]) {
      expect(parsePrice(text), text).toBeNull();
    }
  });
});

describe('priceProblem', () => {
  it('names the problem: empty, negative, not a number, too large', () => {
    expect(priceProblem('  ', REQUIRED)).toBe(REQUIRED);
    expect(priceProblem('-1', REQUIRED)).toBe(MESSAGES.property.priceNegative);
    expect(priceProblem('$-250', REQUIRED)).toBe(MESSAGES.property.priceNegative);
    expect(priceProblem('-$250', REQUIRED)).toBe(MESSAGES.property.priceNegative);
    expect(priceProblem('1,00,000', REQUIRED)).toBe(MESSAGES.property.priceNotANumber);
    expect(priceProblem('1.005', REQUIRED)).toBe(MESSAGES.property.priceNotANumber);
    expect(priceProblem('abc', REQUIRED)).toBe(MESSAGES.property.priceNotANumber);
    expect(priceProblem('1e5', REQUIRED)).toBe(MESSAGES.property.priceNotANumber);
    expect(priceProblem('2000000000000', REQUIRED)).toBe(MESSAGES.property.priceTooLarge);
    expect(priceProblem('250,000', REQUIRED)).toBeNull();
  });
});

describe('listingFormSchema', () => {
  it('yields trimmed text and numeric prices under the document names', () => {
    expect(listingFormSchema.parse(valid)).toEqual({ title: 'Lake house', location: 'Lakeview, Ohio', Details: 'Three rooms.', MinimumPrice: 250_000, MaximumPrice: 300_000.5 });
  });

  it('requires title, location, Details and both prices, each with its own message', () => {
    expect(problems({ ...EMPTY_LISTING_FORM, title: '   ' })).toEqual({
      title: MESSAGES.property.titleRequired,
      location: MESSAGES.property.locationRequired,
      Details: MESSAGES.property.detailsRequired,
      MinimumPrice: MESSAGES.property.minPriceRequired,
      MaximumPrice: MESSAGES.property.maxPriceRequired,
    });
  });

  it('bounds the text fields by TEXT_LIMITS (the rules use the same numbers)', () => {
    const at = { ...valid, title: 'a'.repeat(TEXT_LIMITS.title), location: 'b'.repeat(TEXT_LIMITS.location), Details: 'c'.repeat(TEXT_LIMITS.details) };
    expect(listingFormSchema.safeParse(at).success).toBe(true);
    const over = { ...valid, title: 'a'.repeat(10_000), location: 'b'.repeat(TEXT_LIMITS.location + 1), Details: 'c'.repeat(TEXT_LIMITS.details + 1) };
    expect(problems(over)).toEqual({ title: MESSAGES.property.titleTooLong, location: MESSAGES.property.locationTooLong, Details: MESSAGES.property.detailsTooLong });
  });

  it('says the same limits in its messages as TEXT_LIMITS holds', () => {
    expect(MESSAGES.property.titleTooLong).toContain(String(TEXT_LIMITS.title));
    expect(MESSAGES.property.locationTooLong).toContain(String(TEXT_LIMITS.location));
    expect(MESSAGES.property.detailsTooLong).toContain(String(TEXT_LIMITS.details));
  });

  it('refuses "abc" and "-1" as prices with clear messages', () => {
    expect(problems({ ...valid, MinimumPrice: 'abc', MaximumPrice: '-1' })).toEqual({ MinimumPrice: MESSAGES.property.priceNotANumber, MaximumPrice: MESSAGES.property.priceNegative });
  });
});

describe('listingFormText', () => {
  it('prefills the form with a stored listing, prices as text that parses back', () => {
    const text = listingFormText({ title: 'T', location: 'L', Details: 'D', MinimumPrice: 1_250_000, MaximumPrice: 99.5 });
    expect(text).toEqual({ title: 'T', location: 'L', Details: 'D', MinimumPrice: '1250000', MaximumPrice: '99.5', position: { lat: '', lng: '' } });
    expect(listingFormSchema.parse(text)).toStrictEqual({ title: 'T', location: 'L', Details: 'D', MinimumPrice: 1_250_000, MaximumPrice: 99.5, position: undefined });
  });

  it('prefills the stored position as text that parses back to the same position', () => {
    const position = { lat: 30.267153, lng: -97.743057 };
    const text = listingFormText({ title: 'T', location: 'L', Details: 'D', MinimumPrice: 1, MaximumPrice: 2, position });
    expect(text.position).toEqual({ lat: '30.267153', lng: '-97.743057' });
    expect(listingFormSchema.parse(text).position).toEqual(position);
  });
});
