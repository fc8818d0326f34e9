import { FREE_PLAN_ALLOWANCES, FREE_PLAN_ID, FREE_PLAN_NAME, type PlanAllowances } from './listing-slots';
import type { PlanDoc } from './plans';

/**
 * The Pricing page's one read (docs/plans.md "The Pricing page"): `GET /plans`, public, answers the
 * free plan and the paid plans on sale, cheapest first. Made by the facade and by the `pages`
 * function's render of `/pricing`, read by the page without the Firestore SDK.
 */

/** The facade path of the Pricing page's answer. */
export const PRICING_PATH = '/plans';

/** The most paid plans the Pricing page compares (an operator sells a handful; a read never takes the whole collection). */
export const PRICING_PLAN_LIMIT = 12;

/** A plan as the Pricing page compares it. */
export interface PricedPlan extends PlanAllowances {
  id: string;
  name: string;
  monthlyCents: number;
  yearlyCents: number;
}

/** `GET /plans`: the free plan's allowances and the paid plans on sale, cheapest first. */
export interface PricingAnswer {
  free: PlanAllowances & { name: string };
  plans: PricedPlan[];
}

/** How a paid plan is billed. */
export type BillingInterval = 'month' | 'year';

/** What a price of `cents` per `interval` costs over a year: how plans billed differently compare. */
export function yearlyCost(cents: number, interval: BillingInterval): number {
  return interval === 'year' ? cents : cents * 12;
}

/** A plan's price at an interval, in cents. */
export function priceAt(plan: Pick<PricedPlan, 'monthlyCents' | 'yearlyCents'>, interval: BillingInterval): number {
  return interval === 'year' ? plan.yearlyCents : plan.monthlyCents;
}

/** What a year costs on the yearly price against twelve months, in whole per cent (0 when it saves nothing). */
export function yearlySavingPercent(plan: Pick<PricedPlan, 'monthlyCents' | 'yearlyCents'>): number {
  const twelve = yearlyCost(plan.monthlyCents, 'month');
  return twelve <= plan.yearlyCents ? 0 : Math.floor(((twelve - plan.yearlyCents) / twelve) * 100);
}

/** The Pricing page's words (our wording: docs/plans.md "The Pricing page"). */
export const PRICING_MESSAGES = {
  title: 'Plans for agents and agencies',
  lead: 'Every approved professional lists for free. Pick a plan when you list more: change or cancel it at any time.',
  monthly: 'Monthly',
  yearly: 'Yearly',
  interval: 'Billing',
  perMonth: '/month',
  perYear: '/year',
  saving: (percent: number): string => `Save ${percent}%`,
  listings: (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'listing' : 'listings'}`,
  featured: (count: number): string => (count === 0 ? 'No featured listings' : `${count} featured ${count === 1 ? 'listing' : 'listings'}`),
  photos: (count: number): string => `Up to ${count} photos per listing`,
  freePrice: '$0',
  freeNote: 'For every approved professional, no card needed.',
  billedMonthly: 'Billed every month. Cancel at any time.',
  billedYearly: 'Billed once a year. Cancel at any time.',
  startFree: 'Start for free',
  choose: 'Choose this plan',
  applyFirst: 'Plans are for approved agents, developers and agencies: register, then apply for a professional account.',
  loadFailed: 'The plans could not be loaded.',
  loadFailedText: 'Please try again in a moment.',
  noPlans: 'No paid plan is on sale right now: the free plan is open to every approved professional.',
  agencyNote: "An agency's plan covers every listing of its agents.",
} as const;

/** The free plan's allowances from its stored document: its defaults until an admin first saves it. */
export function freePlanAllowancesOf(stored: Partial<PlanAllowances> | undefined): PlanAllowances {
  return {
    listingsAllowed: stored?.listingsAllowed ?? FREE_PLAN_ALLOWANCES.listingsAllowed,
    featuredAllowed: stored?.featuredAllowed ?? FREE_PLAN_ALLOWANCES.featuredAllowed,
    photosPerListing: stored?.photosPerListing ?? FREE_PLAN_ALLOWANCES.photosPerListing,
  };
}

/**
 * The Pricing answer from the plans on sale as stored (plansOnSaleQuery's documents, cheapest first):
 * the free plan's allowances (its defaults until an admin saved it) and the paid plans' terms, nothing
 * of Stripe's or of their history. The facade's `GET /plans` and the dashboard's live read share it.
 */
export function pricingOfPlans(docs: readonly { id: string; data: PlanDoc<unknown> }[]): PricingAnswer {
  const free = { name: FREE_PLAN_NAME, ...freePlanAllowancesOf(docs.find((doc) => doc.id === FREE_PLAN_ID)?.data) };
  const plans = docs
    .filter((doc) => doc.id !== FREE_PLAN_ID)
    .slice(0, PRICING_PLAN_LIMIT)
    .map(({ id, data: { name, monthlyCents, yearlyCents, listingsAllowed, featuredAllowed, photosPerListing } }) => ({
      id,
      name,
      monthlyCents,
      yearlyCents,
      listingsAllowed,
      featuredAllowed,
      photosPerListing,
    }));
  return { free, plans };
}
