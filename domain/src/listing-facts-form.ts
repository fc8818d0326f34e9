import { z } from 'zod';
import type { PropertyDoc } from './documents';
import { FACT_MESSAGES, latestYearBuilt, squareFeetFrom, storedFacts, type AreaUnit, type ListingFacts } from './listing-facts';
import { listingFactsSchema } from './listing-facts-schema';
import { EMPTY_LISTING_FORM, listingFormSchema, listingFormText } from './listing-form';

/**
 * The facts fields of the listing form (Add Property, Update property): every fact typed as text (or
 * picked), all optional, checked against the stored facts' own bounds ({@link listingFactsSchema}) so
 * the form refuses exactly what the facade and firestore.rules refuse, each field with its
 * FACT_MESSAGES line. Areas are typed in the unit the agent picks and stored in square feet
 * (docs/listings.md "Facts").
 */

/** The numeric facts typed as plain numbers. */
type NumberFact = 'bedrooms' | 'bathrooms' | 'yearBuilt' | 'parking';
/** The facts typed as an area in a unit. */
type AreaFact = 'area' | 'lotSize';

/** An area as typed: the number and the unit it is in. */
export interface AreaText {
  value: string;
  unit: AreaUnit;
}

/** Digits (thousands commas allowed), then optional decimals: "3", "2.5", "1,850". Not "-1", "1e3", "3 beds". */
const NUMBER = /^(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

/** The number a typed fact stands for, or null when it is not one. */
export function parseFactNumber(text: string): number | null {
  const typed = text.trim();
  return NUMBER.test(typed) ? Number(typed.replace(/,/g, '')) : null;
}

/** The message of a fact out of bounds or not a number. */
function messageOf(fact: NumberFact | AreaFact): string {
  return fact === 'yearBuilt' ? FACT_MESSAGES.yearBuilt(latestYearBuilt()) : FACT_MESSAGES[fact];
}

/**
 * A number (already in the stored unit) checked by the stored schema's field: the value, or the
 * fact's message at `path` (an area's message goes on its typed value, the field a person fixes).
 */
function checkedFact(fact: NumberFact | AreaFact, value: number | null, ctx: z.RefinementCtx, path: string[] = []): number | undefined {
  const checked = value === null ? null : listingFactsSchema.shape[fact].safeParse(value);
  if (checked?.success && checked.data !== undefined) return checked.data;
  ctx.addIssue({ code: 'custom', message: messageOf(fact), path });
  return z.NEVER;
}

/** A typed number fact: blank is not given. */
const numberField = (fact: NumberFact) => z.string().transform((text, ctx) => (text.trim() === '' ? undefined : checkedFact(fact, parseFactNumber(text), ctx)));

/** A typed area in its unit, stored in square feet; blank is not given. */
const areaField = (fact: AreaFact) =>
  z.object({ value: z.string(), unit: z.enum(['sqft', 'sqm']) }).transform(({ value, unit }, ctx) => {
    if (value.trim() === '') return undefined;
    const typed = parseFactNumber(value);
    return checkedFact(fact, typed === null ? null : squareFeetFrom(typed, unit), ctx, ['value']);
  });

/** The facts part of the listing form: text in, the facts a listing stores out (undefined when none is given). */
export const listingFactsFormSchema = z
  .object({
    type: z.string().transform((text, ctx) => {
      if (text === '') return undefined;
      const checked = listingFactsSchema.shape.type.safeParse(text);
      if (checked.success) return checked.data;
      ctx.addIssue({ code: 'custom', message: FACT_MESSAGES.typeInvalid });
      return z.NEVER;
    }),
    bedrooms: numberField('bedrooms'),
    bathrooms: numberField('bathrooms'),
    area: areaField('area'),
    lotSize: areaField('lotSize'),
    yearBuilt: numberField('yearBuilt'),
    parking: numberField('parking'),
    amenities: z.array(z.string()).transform((ticked, ctx) => {
      const checked = listingFactsSchema.shape.amenities.safeParse(ticked);
      if (checked.success) return checked.data;
      ctx.addIssue({ code: 'custom', message: FACT_MESSAGES.amenityInvalid });
      return z.NEVER;
    }),
  })
  .transform((facts): ListingFacts | undefined => storedFacts(facts));

/** The facts as typed. */
export type ListingFactsFormInput = z.input<typeof listingFactsFormSchema>;

/** No fact given (Add Property); areas typed in `unit`. */
export function emptyFactsForm(unit: AreaUnit = 'sqft'): ListingFactsFormInput {
  return { type: '', bedrooms: '', bathrooms: '', area: { value: '', unit }, lotSize: { value: '', unit }, yearBuilt: '', parking: '', amenities: [] };
}

/**
 * Stored facts as form text (Update property prefills with it). Areas show in square feet, the stored
 * unit, so an untouched form saves exactly what is stored (a converted, rounded value would be an edit).
 */
export function factsFormText(facts: ListingFacts | undefined): ListingFactsFormInput {
  const text = (value: number | undefined): string => (value === undefined ? '' : String(value));
  return {
    type: facts?.type ?? '',
    bedrooms: text(facts?.bedrooms),
    bathrooms: text(facts?.bathrooms),
    area: { value: text(facts?.area), unit: 'sqft' },
    lotSize: { value: text(facts?.lotSize), unit: 'sqft' },
    yearBuilt: text(facts?.yearBuilt),
    parking: text(facts?.parking),
    amenities: [...(facts?.amenities ?? [])],
  };
}

/** The whole listing form: the typed fields (listing-form.ts) and the facts, which yield `facts` (or none). */
export const listingFormWithFactsSchema = listingFormSchema.extend({ facts: listingFactsFormSchema });
/** The whole listing form as typed. */
export type ListingFormWithFactsInput = z.input<typeof listingFormWithFactsSchema>;
/** The whole listing form once valid. */
export type ListingFormWithFactsValues = z.output<typeof listingFormWithFactsSchema>;

/** An empty listing form (Add Property), areas typed in `unit`. */
export function emptyListingFormWithFacts(unit: AreaUnit = 'sqft'): ListingFormWithFactsInput {
  return { ...EMPTY_LISTING_FORM, facts: emptyFactsForm(unit) };
}

/** A stored listing as form text, facts included (Update property prefills with it). */
export function listingFormWithFactsText(listing: Pick<PropertyDoc, 'title' | 'location' | 'Details' | 'MinimumPrice' | 'MaximumPrice' | 'facts'>): ListingFormWithFactsInput {
  return { ...listingFormText(listing), facts: factsFormText(listing.facts) };
}
