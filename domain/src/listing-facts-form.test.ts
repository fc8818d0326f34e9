import { describe, expect, it } from 'vitest';
import { FACT_MESSAGES, latestYearBuilt, SQFT_PER_SQM, type ListingFacts } from './listing-facts';
import {
  emptyFactsForm,
  emptyListingFormWithFacts,
  factsFormText,
  listingFactsFormSchema,
  listingFormWithFactsSchema,
  listingFormWithFactsText,
  parseFactNumber,
  type ListingFactsFormInput,
} from './listing-facts-form';

const form = (typed: Partial<ListingFactsFormInput>): ListingFactsFormInput => ({ ...emptyFactsForm(), ...typed });

/** Each field's message for a form, by the field's path ("area.value" for an area). */
function problems(typed: Partial<ListingFactsFormInput>): Record<string, string> {
  const result = listingFactsFormSchema.safeParse(form(typed));
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('listingFactsFormSchema', () => {
  it('stores no facts for an empty form, and blank fields as not given', () => {
    expect(listingFactsFormSchema.parse(emptyFactsForm())).toBeUndefined();
    expect(listingFactsFormSchema.parse(form({ bedrooms: '  ', area: { value: ' ', unit: 'sqm' } }))).toBeUndefined();
  });

  it('reads every fact as stored: numbers, halves, commas, areas in square feet, amenities in the set’s order', () => {
    const facts = listingFactsFormSchema.parse(
      form({
        type: 'house',
        bedrooms: '4',
        bathrooms: '2.5',
        area: { value: '1,850', unit: 'sqft' },
        lotSize: { value: '500', unit: 'sqm' },
        yearBuilt: '1998',
        parking: '0',
        amenities: ['pool', 'garage'],
      }),
    );
    expect(facts).toEqual({ type: 'house', bedrooms: 4, bathrooms: 2.5, area: 1850, lotSize: 5381.96, yearBuilt: 1998, parking: 0, amenities: ['garage', 'pool'] });
  });

  it('converts an area typed in m² with squareFeetFrom', () => {
    expect(listingFactsFormSchema.parse(form({ area: { value: '172', unit: 'sqm' } }))).toEqual({ area: Math.round(172 * SQFT_PER_SQM * 100) / 100 });
  });

  it.each([
    [{ type: 'castle' }, 'type', FACT_MESSAGES.typeInvalid],
    [{ bedrooms: '2.5' }, 'bedrooms', FACT_MESSAGES.bedrooms],
    [{ bedrooms: 'three' }, 'bedrooms', FACT_MESSAGES.bedrooms],
    [{ bedrooms: '51' }, 'bedrooms', FACT_MESSAGES.bedrooms],
    [{ bathrooms: '2.25' }, 'bathrooms', FACT_MESSAGES.bathrooms],
    [{ bathrooms: '-1' }, 'bathrooms', FACT_MESSAGES.bathrooms],
    [{ area: { value: '0', unit: 'sqft' } }, 'area.value', FACT_MESSAGES.area],
    [{ area: { value: '1e5', unit: 'sqft' } }, 'area.value', FACT_MESSAGES.area],
    [{ area: { value: '100,000', unit: 'sqm' } }, 'area.value', FACT_MESSAGES.area],
    [{ lotSize: { value: '100,000,001', unit: 'sqft' } }, 'lotSize.value', FACT_MESSAGES.lotSize],
    [{ yearBuilt: '1599' }, 'yearBuilt', FACT_MESSAGES.yearBuilt(latestYearBuilt())],
    [{ yearBuilt: String(latestYearBuilt() + 1) }, 'yearBuilt', FACT_MESSAGES.yearBuilt(latestYearBuilt())],
    [{ yearBuilt: '1990.5' }, 'yearBuilt', FACT_MESSAGES.yearBuilt(latestYearBuilt())],
    [{ parking: '101' }, 'parking', FACT_MESSAGES.parking],
    [{ amenities: ['moat'] }, 'amenities', FACT_MESSAGES.amenityInvalid],
  ] satisfies [Partial<ListingFactsFormInput>, string, string][])('refuses %o under %s with its message', (typed, field, message) => {
    expect(problems(typed)).toEqual({ [field]: message });
  });

  it('names every bad field at once, so each shows its own message', () => {
    expect(Object.keys(problems({ bedrooms: 'x', bathrooms: '0.3', area: { value: '-2', unit: 'sqft' }, parking: '1.5' })).sort()).toEqual(['area.value', 'bathrooms', 'bedrooms', 'parking']);
  });

  it('takes the bounds themselves', () => {
    expect(listingFactsFormSchema.parse(form({ bedrooms: '50', area: { value: '1,000,000', unit: 'sqft' }, yearBuilt: String(latestYearBuilt()) }))).toEqual({
      bedrooms: 50,
      area: 1_000_000,
      yearBuilt: latestYearBuilt(),
    });
  });
});

describe('factsFormText', () => {
  it('prefills stored facts, areas in square feet, so an untouched form stores the same facts', () => {
    const stored: ListingFacts = { type: 'apartment', bedrooms: 2, bathrooms: 1.5, area: 1851.39, lotSize: 4000, yearBuilt: 2004, parking: 1, amenities: ['balcony', 'elevator'] };
    const text = factsFormText(stored);
    expect(text).toMatchObject({ bedrooms: '2', bathrooms: '1.5', area: { value: '1851.39', unit: 'sqft' }, amenities: ['balcony', 'elevator'] });
    expect(listingFactsFormSchema.parse(text)).toEqual(stored);
  });

  it('is the empty form for a listing without facts', () => {
    expect(factsFormText(undefined)).toEqual(emptyFactsForm());
  });
});

describe('parseFactNumber', () => {
  it('reads digits, commas and decimals only', () => {
    expect(parseFactNumber(' 1,850.5 ')).toBe(1850.5);
    for (const text of ['', '-1', '1e3', '3 beds', '1,85', '.5']) expect(parseFactNumber(text), text).toBeNull();
  });
});

describe('listingFormWithFactsSchema', () => {
  const typed = { title: 'Lake house', location: 'Lakeview, Ohio', Details: 'Three rooms.', MinimumPrice: '250000', MaximumPrice: '300000' };

  it('yields the listing fields and its facts, or no facts', () => {
    expect(listingFormWithFactsSchema.parse({ ...typed, facts: form({ bedrooms: '3' }) })).toMatchObject({ title: 'Lake house', MinimumPrice: 250_000, facts: { bedrooms: 3 } });
    expect(emptyListingFormWithFacts('sqm').facts.area).toEqual({ value: '', unit: 'sqm' });
    expect(listingFormWithFactsSchema.parse({ ...typed, facts: emptyFactsForm() }).facts).toBeUndefined();
  });

  it('names a bad fact beside a bad text field', () => {
    const result = listingFormWithFactsSchema.safeParse({ ...typed, title: '', facts: form({ parking: 'many' }) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['facts.parking', 'title']);
  });

  it('prefills a stored listing with its facts', () => {
    expect(listingFormWithFactsText({ ...typed, MinimumPrice: 1, MaximumPrice: 2, facts: { bedrooms: 2 } })).toEqual({
      ...typed,
      MinimumPrice: '1',
      MaximumPrice: '2',
      position: { lat: '', lng: '' },
      facts: factsFormText({ bedrooms: 2 }),
    });
  });
});
