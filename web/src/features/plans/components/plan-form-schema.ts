import { z } from 'zod';
import { PLAN_LIMITS, type PlanTerms } from '@homehaven/domain/plans';
import type { PlanAllowances } from '@homehaven/domain/listing-slots';
import { PLAN_ADMIN_MESSAGES as M } from '@homehaven/domain/plan-messages';
import { ONE_OFF_MAX_CENTS } from '@homehaven/domain/one-off-prices';

/** A whole number within bounds, as a number input gives it (NaN when empty). */
const whole = (min: number, max: number) =>
  z
    .number({ error: M.wholeNumber(min, max) })
    .int(M.wholeNumber(min, max))
    .min(min, M.wholeNumber(min, max))
    .max(max, M.wholeNumber(min, max));

/** Dollars with at most two decimals, at least $1 and at most `maxCents` (the facade's bounds, in cents), as cents. */
const dollarsUpTo = (maxCents: number) =>
  z
    .number({ error: M.priceInvalid })
    .refine((value) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, M.priceInvalid)
    .transform((value) => Math.round(value * 100))
    .pipe(z.number().min(100, M.priceInvalid).max(maxCents, M.priceInvalid));
const dollars = dollarsUpTo(PLAN_LIMITS.priceCents);

/** A one-off price's form (a paid submission's): dollars, sent as cents (the facade checks the same, oneOffPriceSchema). */
export const oneOffPriceFormSchema = z.object({ price: dollarsUpTo(ONE_OFF_MAX_CENTS) }).transform(({ price }) => ({ amountCents: price }));

/** The free plan's form: its allowances (it may allow no listing at all). */
export const freePlanFormSchema = z.object({
  listingsAllowed: whole(0, PLAN_LIMITS.listings),
  featuredAllowed: whole(0, PLAN_LIMITS.featured),
  photosPerListing: whole(1, PLAN_LIMITS.photos),
}) satisfies z.ZodType<PlanAllowances>;

/** What the paid plan's form holds: its terms, with the prices in dollars. */
export interface PaidPlanFormValues extends PlanAllowances {
  name: string;
  monthly: number;
  yearly: number;
  visible: boolean;
}

/** A paid plan's form: prices in dollars, sent as cents (the facade checks the same, paidPlanSchema). */
export const paidPlanFormSchema = z
  .object({
    name: z.string().trim().min(1, M.nameRequired).max(PLAN_LIMITS.name),
    monthly: dollars,
    yearly: dollars,
    listingsAllowed: whole(1, PLAN_LIMITS.listings),
    featuredAllowed: whole(0, PLAN_LIMITS.featured),
    photosPerListing: whole(1, PLAN_LIMITS.photos),
    visible: z.boolean(),
  })
  .transform(({ monthly, yearly, ...rest }): PlanTerms => ({ ...rest, monthlyCents: monthly, yearlyCents: yearly }));
