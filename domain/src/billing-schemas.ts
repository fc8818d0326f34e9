import { z } from 'zod';
import { ONE_OFF_MAX_CENTS } from './one-off-prices';

/**
 * The billing facade's request bodies (docs/plans.md "Subscribing", "Paid submissions"), apart from
 * the words and types the Billing screens use: validation is the functions' (and the forms'), so the
 * dashboard's Billing page loads no schema library (docs/performance.md).
 */

/** `POST /billing/subscription` and `PATCH /billing/subscription` (a change of plan): the plan and how it is billed; nothing of a price or an allowance. */
export const subscribeSchema = z.strictObject({
  planId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  interval: z.enum(['month', 'year']),
});
export type SubscribeRequest = z.infer<typeof subscribeSchema>;

/** `POST /billing/subscription/cancel`: end at the period's end (`true`), or keep renewing after all (`false`). */
export const cancelSchema = z.strictObject({ atPeriodEnd: z.boolean() });

/** `PUT /one-off-prices/{kind}` (admins): the new price, at least $1. */
export const oneOffPriceSchema = z.strictObject({ amountCents: z.number().int().min(100).max(ONE_OFF_MAX_CENTS) });

/** `POST /billing/submission`: an empty body (the server decides the price: an amount sent is a 400). */
export const buySubmissionSchema = z.strictObject({});
