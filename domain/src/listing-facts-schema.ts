// The stored facts' schema, apart from listing-facts.ts so the public pages that show facts (the
// card's line) do not load zod (docs/performance.md budgets).
import { z } from 'zod';
import { AMENITIES, FACT_BOUNDS, FACT_MESSAGES, latestYearBuilt, PROPERTY_TYPES } from './listing-facts';

const isHalf = (value: number): boolean => Number.isInteger(value * 2);

/** The stored facts' schema (the facade's body, the web app's reading): numbers, each optional. */
export const listingFactsSchema = z.strictObject({
  type: z.enum(PROPERTY_TYPES, FACT_MESSAGES.typeInvalid).optional(),
  bedrooms: z.number(FACT_MESSAGES.bedrooms).int(FACT_MESSAGES.bedrooms).min(FACT_BOUNDS.bedrooms.min, FACT_MESSAGES.bedrooms).max(FACT_BOUNDS.bedrooms.max, FACT_MESSAGES.bedrooms).optional(),
  bathrooms: z
    .number(FACT_MESSAGES.bathrooms)
    .min(FACT_BOUNDS.bathrooms.min, FACT_MESSAGES.bathrooms)
    .max(FACT_BOUNDS.bathrooms.max, FACT_MESSAGES.bathrooms)
    .refine(isHalf, FACT_MESSAGES.bathrooms)
    .optional(),
  area: z.number(FACT_MESSAGES.area).min(FACT_BOUNDS.area.min, FACT_MESSAGES.area).max(FACT_BOUNDS.area.max, FACT_MESSAGES.area).optional(),
  lotSize: z.number(FACT_MESSAGES.lotSize).min(FACT_BOUNDS.lotSize.min, FACT_MESSAGES.lotSize).max(FACT_BOUNDS.lotSize.max, FACT_MESSAGES.lotSize).optional(),
  yearBuilt: z
    .number()
    .int()
    .min(FACT_BOUNDS.yearBuilt.min)
    .refine((year) => year <= latestYearBuilt(), { error: () => FACT_MESSAGES.yearBuilt(latestYearBuilt()) })
    .optional(),
  parking: z.number(FACT_MESSAGES.parking).int(FACT_MESSAGES.parking).min(FACT_BOUNDS.parking.min, FACT_MESSAGES.parking).max(FACT_BOUNDS.parking.max, FACT_MESSAGES.parking).optional(),
  amenities: z
    .array(z.enum(AMENITIES, FACT_MESSAGES.amenityInvalid))
    .max(AMENITIES.length, FACT_MESSAGES.amenityInvalid)
    .refine((list) => new Set(list).size === list.length, FACT_MESSAGES.amenityInvalid)
    .optional(),
});
