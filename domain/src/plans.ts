import { z } from 'zod';
import { FREE_PLAN_ALLOWANCES, FREE_PLAN_NAME, type PlanAllowances } from './listing-slots';

/**
 * Membership plans (docs/plans.md "Plans"): `plans/{planId}`, the terms sold now, and
 * `plans/{planId}/versions/{n}`, every version ever sold. Admins define them through the facade
 * (`POST /plans`, `PUT /plans/{planId}`), which makes each version's Stripe prices; nobody writes
 * them from a client. A change of a price or an allowance is a new version: subscribers keep the
 * version they bought until they change plan.
 */

/** The collection of plans. */
export const PLANS = 'plans';

/** A plan's versions: a subcollection, named by its path. */
export function planVersionsPath(planId: string): `plans/${string}/versions` {
  return `plans/${planId}/versions`;
}

/** The most a plan may allow, and its name's length. */
export const PLAN_LIMITS = { name: 40, listings: 1000, featured: 100, photos: 20, priceCents: 99_999_99 } as const;

/** What an admin decides of a plan: its name, allowances, prices (cents, per month and per year) and whether the Pricing page shows it. */
export interface PlanTerms extends PlanAllowances {
  name: string;
  monthlyCents: number;
  yearlyCents: number;
  visible: boolean;
}

/** `plans/{planId}`: the terms on sale now, their version and its Stripe prices (none for the free plan). */
export interface PlanDoc<Time = unknown> extends PlanTerms {
  version: number;
  /** Stripe's product and the version's prices; '' for the free plan. */
  stripeProductId: string;
  monthlyPriceId: string;
  yearlyPriceId: string;
  /** Where the plan stands on the Pricing page, cheapest first. */
  order: number;
  createdAt: Time;
  updatedAt: Time;
}

/** `plans/{planId}/versions/{n}`: one version's terms and prices, kept for its subscribers. */
export type PlanVersionDoc<Time = unknown> = Omit<PlanDoc<Time>, 'order' | 'createdAt' | 'updatedAt' | 'visible'> & { createdAt: Time };

const whole = (min: number, max: number) => z.number().int().min(min).max(max);

/** A paid plan's terms as an admin sends them: a price of at least $1 a month, allowances within PLAN_LIMITS. */
export const paidPlanSchema = z
  .object({
    name: z.string().trim().min(1).max(PLAN_LIMITS.name),
    listingsAllowed: whole(1, PLAN_LIMITS.listings),
    featuredAllowed: whole(0, PLAN_LIMITS.featured),
    photosPerListing: whole(1, PLAN_LIMITS.photos),
    monthlyCents: whole(100, PLAN_LIMITS.priceCents),
    yearlyCents: whole(100, PLAN_LIMITS.priceCents),
    visible: z.boolean(),
  })
  .strict();

/** The free plan's terms an admin may change: its allowances (it has no price and is always shown). */
export const freePlanSchema = z
  .object({
    listingsAllowed: whole(0, PLAN_LIMITS.listings),
    featuredAllowed: whole(0, PLAN_LIMITS.featured),
    photosPerListing: whole(1, PLAN_LIMITS.photos),
  })
  .strict();

/** The free plan as it stands before an admin first changes it. */
export function defaultFreePlan<Time>(now: Time): PlanDoc<Time> {
  return {
    name: FREE_PLAN_NAME,
    ...FREE_PLAN_ALLOWANCES,
    monthlyCents: 0,
    yearlyCents: 0,
    visible: true,
    version: 1,
    stripeProductId: '',
    monthlyPriceId: '',
    yearlyPriceId: '',
    order: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** Whether new terms need a new version (a price or an allowance changed) rather than a rename or a change of visibility. */
export function needsNewVersion(stored: PlanTerms, next: PlanTerms): boolean {
  return (['monthlyCents', 'yearlyCents', 'listingsAllowed', 'featuredAllowed', 'photosPerListing'] as const).some((key) => stored[key] !== next[key]);
}
