import { z } from 'zod';
import { VIEWING_LIMITS } from '@homehaven/domain/viewing-limits';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { docIdSchema, textSchema } from '../http/parse';

/** An instant as ISO 8601 text with its offset (`2026-03-02T15:00:00Z`, `...+01:00`). */
const instantSchema = z.iso.datetime({ offset: true }).transform((text) => new Date(text));

/** `POST /properties/{id}/viewing-slots`: the slot's start and end, and the agent's IANA zone. */
export const newSlotSchema = z.strictObject({
  start: instantSchema,
  end: instantSchema,
  timeZone: z.string().max(64),
});

/** `POST /viewings`: the listing, one of its slots, an optional note. */
export const viewingRequestSchema = z.strictObject({
  propertyId: docIdSchema,
  slotId: docIdSchema,
  note: textSchema(VIEWING_LIMITS.note, { optional: true }).optional(),
});

/** `PATCH /viewings/{id}`: one action; decline names a reason, propose a slot. */
export const viewingChangeSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('confirm') }),
  z.strictObject({
    action: z.literal('decline'),
    reason: textSchema(VIEWING_LIMITS.reason)
      .or(z.undefined())
      .refine((reason) => reason !== undefined, VIEWING_MESSAGES.reasonRequired),
  }),
  z.strictObject({ action: z.literal('propose'), slotId: docIdSchema }),
  z.strictObject({ action: z.literal('accept') }),
  z.strictObject({ action: z.literal('cancel') }),
]);
export type ViewingChange = z.infer<typeof viewingChangeSchema>;
