import { z } from 'zod';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { pageParams } from '../http/pagination';
import { docIdSchema, moneySchema } from '../http/parse';

/**
 * `POST /makeOffer` (docs/facade.md "Paths"). The listing's details, its agent and the buyer's uid and e-mail
 * come from the stored listing and the token; the copies the app sends are type-checked, not trusted.
 * status, when sent, can only be pending; createdAt is replaced by the server's time.
 */
export const newOfferSchema = z.strictObject({
  propertyId: docIdSchema,
  offerAmount: moneySchema,
  buyerEmail: z.string().max(TEXT_LIMITS.email).optional(),
  buyerName: z.string().max(TEXT_LIMITS.name).optional(),
  propertyImage: z.string().max(TEXT_LIMITS.url).optional(),
  propertyTitle: z.string().max(TEXT_LIMITS.title).optional(),
  location: z.string().max(TEXT_LIMITS.location).optional(),
  agentName: z.string().max(TEXT_LIMITS.name).optional(),
  agentEmail: z.string().max(TEXT_LIMITS.email).optional(),
  status: z.literal('pending').optional(),
  createdAt: z.union([z.string().max(64), z.number()]).optional(),
});

/** `GET /makeOffer?buyerEmail=`: one buyer's offers; without it, every offer (admins). */
export const offerListSchema = z.strictObject({ buyerEmail: z.string().min(1).max(TEXT_LIMITS.email).optional(), ...pageParams });
