// The filters' schema (saved searches, the facade), apart from listing-filters.ts so All properties,
// which reads filters from its URL, does not load zod (docs/performance.md budgets).
import { z } from 'zod';
import { FACT_BOUNDS, PROPERTY_TYPES } from './listing-facts';
import { FILTER_MESSAGES } from './listing-filters';
import { LISTING_PRICE_MAX } from './price-text';

const amount = z.number().finite().min(0).max(LISTING_PRICE_MAX);

/** The filters as stored (saved searches) and as the facade parses them: numbers, each optional; min price ≤ max price. */
export const listingFiltersSchema = z
  .strictObject({
    minPrice: amount.optional(),
    maxPrice: amount.optional(),
    minBeds: z.number().int().min(0).max(FACT_BOUNDS.bedrooms.max).optional(),
    minBaths: z
      .number()
      .min(0)
      .max(FACT_BOUNDS.bathrooms.max)
      .refine((value) => Number.isInteger(value * 2), FILTER_MESSAGES.invalid)
      .optional(),
    type: z.enum(PROPERTY_TYPES, FILTER_MESSAGES.invalid).optional(),
    minArea: z.number().finite().min(0).max(FACT_BOUNDS.area.max).optional(),
    featured: z.literal(true, FILTER_MESSAGES.invalid).optional(),
  })
  .refine((filters) => filters.minPrice === undefined || filters.maxPrice === undefined || filters.minPrice <= filters.maxPrice, FILTER_MESSAGES.priceRange);
