import { z } from 'zod';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { instantFromIso } from '@homehaven/domain/instant';
import { productImageAddressSchema, profileImageAddressSchema } from '@homehaven/domain/image-address-schema';
import { listingFactsSchema } from '@homehaven/domain/listing-facts-schema';
import { FILTER_MESSAGES, FILTER_NUMBER, type ListingFilters } from '@homehaven/domain/listing-filters';
import { listingFiltersSchema } from '@homehaven/domain/listing-filters-schema';
import { listingMediaSchema } from '@homehaven/domain/listing-media-schema';
import { positionSchema } from '@homehaven/domain/position-schema';
import { pageParams } from '../http/pagination';
import { moneySchema, textSchema } from '../http/parse';

/** The agent block a client may send: name and image (a profile picture's address) are kept; e-mail, when sent, must be the caller's. */
const agentSchema = z.strictObject({
  name: textSchema(TEXT_LIMITS.name, { optional: true }).optional(),
  email: z.string().max(TEXT_LIMITS.email).optional(),
  image: profileImageAddressSchema.optional(),
});

/**
 * The optional facts and pictures of a listing (docs/listings.md), with the domain's bounds and
 * messages (each picture an intake address: domain/src/image-address.ts): old clients that send none keep working.
 */
const factsAndMedia = {
  facts: listingFactsSchema.optional(),
  ...listingMediaSchema.shape,
};

/**
 * `POST /add-properties` (docs/facade.md "Paths"): status, when sent, can only be pending. `image`
 * may be left out when `photos` is sent (the cover is then the first photo).
 */
export const newPropertySchema = z.strictObject({
  title: textSchema(TEXT_LIMITS.title),
  location: textSchema(TEXT_LIMITS.location),
  image: productImageAddressSchema.optional(),
  Details: textSchema(TEXT_LIMITS.details),
  MinimumPrice: moneySchema,
  MaximumPrice: moneySchema,
  status: z.literal('pending').optional(),
  agent: agentSchema.optional(),
  position: positionSchema.optional(),
  ...factsAndMedia,
});

/**
 * `PUT /properties/{id}`: title, location and both prices required; `updatedAt` is accepted and
 * replaced by the server's time. Facts, pictures and the position left out keep their stored values;
 * a `null` position removes the pin.
 */
export const propertyEditSchema = z.strictObject({
  title: textSchema(TEXT_LIMITS.title),
  location: textSchema(TEXT_LIMITS.location),
  image: productImageAddressSchema.optional(),
  Details: textSchema(TEXT_LIMITS.details).optional(),
  MinimumPrice: moneySchema,
  MaximumPrice: moneySchema,
  agent: agentSchema.optional(),
  updatedAt: z.union([z.string().max(64), z.number()]).optional(),
  position: positionSchema.nullable().optional(),
  ...factsAndMedia,
});

/**
 * `PATCH /properties/{id}`: an admin's verdict on a pending listing, with the `updatedAt` of the
 * content it judged (ISO 8601, as the facade answered it), so an edit made since makes it fail.
 */
export const verdictSchema = z.strictObject({
  status: z.enum(['verified', 'rejected']),
  updatedAt: z
    .string()
    .max(64)
    .refine((text) => instantFromIso(text) !== null, 'not an ISO 8601 instant'),
});

const filterShape = listingFiltersSchema.shape;

/** A numeric filter parameter: the text checked as the web app's URL writes it (domain `FILTER_NUMBER`), then the number under the domain's bounds. */
function filterNumber(message: string, bounds: z.ZodType<number, number>) {
  return z.string().regex(FILTER_NUMBER, message).transform(Number).pipe(bounds).optional();
}

/**
 * `GET /properties` query: location search, price order, the admin's `view=all`, paging, and the
 * filters under the names the web app's URL gives them (domain FILTER_PARAMS: min, max, beds, baths,
 * type, area, featured=true), each checked against the domain's bounds; a price range upside down is refused.
 */
export const propertyListSchema = z
  .strictObject({
    search: z.string().max(TEXT_LIMITS.location).optional(),
    sort: z.enum(['asc', 'desc']).optional(),
    view: z.enum(['public', 'all']).optional(),
    min: filterNumber(FILTER_MESSAGES.price, filterShape.minPrice.unwrap()),
    max: filterNumber(FILTER_MESSAGES.price, filterShape.maxPrice.unwrap()),
    beds: filterNumber(FILTER_MESSAGES.invalid, filterShape.minBeds.unwrap()),
    baths: filterNumber(FILTER_MESSAGES.invalid, filterShape.minBaths.unwrap()),
    type: filterShape.type,
    area: filterNumber(FILTER_MESSAGES.invalid, filterShape.minArea.unwrap()),
    featured: z.literal('true', FILTER_MESSAGES.invalid).optional(),
    ...pageParams,
  })
  .refine((query) => query.min === undefined || query.max === undefined || query.min <= query.max, { message: FILTER_MESSAGES.priceRange, path: ['min'] });

/** The filters a parsed `GET /properties` query names (the domain's names), or undefined when it names none. */
export function listFiltersOf(query: z.output<typeof propertyListSchema>): ListingFilters | undefined {
  const named: Record<keyof ListingFilters, unknown> = {
    minPrice: query.min,
    maxPrice: query.max,
    minBeds: query.beds,
    minBaths: query.baths,
    type: query.type,
    minArea: query.area,
    featured: query.featured === undefined ? undefined : true,
  };
  const filters = Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined)) as ListingFilters;
  return Object.keys(filters).length > 0 ? filters : undefined;
}
