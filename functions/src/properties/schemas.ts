import { z } from 'zod';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { instantFromIso } from '@homehaven/domain/instant';
import { pageParams } from '../http/pagination';
import { moneySchema, textSchema } from '../http/parse';

/** The agent block a client may send: name and image are kept; e-mail, when sent, must be the caller's. */
const agentSchema = z.strictObject({
  name: textSchema(TEXT_LIMITS.name, { optional: true }).optional(),
  email: z.string().max(TEXT_LIMITS.email).optional(),
  image: textSchema(TEXT_LIMITS.url, { optional: true }).optional(),
});

/** `POST /add-properties` (docs/facade.md "Paths"): status, when sent, can only be pending. */
export const newPropertySchema = z.strictObject({
  title: textSchema(TEXT_LIMITS.title),
  location: textSchema(TEXT_LIMITS.location),
  image: textSchema(TEXT_LIMITS.url),
  Details: textSchema(TEXT_LIMITS.details),
  MinimumPrice: moneySchema,
  MaximumPrice: moneySchema,
  status: z.literal('pending').optional(),
  agent: agentSchema.optional(),
});

/** `PUT /properties/{id}`: title, location and both prices required; `updatedAt` is accepted and replaced by the server's time. */
export const propertyEditSchema = z.strictObject({
  title: textSchema(TEXT_LIMITS.title),
  location: textSchema(TEXT_LIMITS.location),
  image: textSchema(TEXT_LIMITS.url).optional(),
  Details: textSchema(TEXT_LIMITS.details).optional(),
  MinimumPrice: moneySchema,
  MaximumPrice: moneySchema,
  agent: agentSchema.optional(),
  updatedAt: z.union([z.string().max(64), z.number()]).optional(),
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

/** `GET /properties` query: location search, price order, the admin's `view=all`, paging. */
export const propertyListSchema = z.strictObject({
  search: z.string().max(TEXT_LIMITS.location).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  view: z.enum(['public', 'all']).optional(),
  ...pageParams,
});
