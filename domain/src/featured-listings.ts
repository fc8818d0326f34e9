/**
 * Featured listings (docs/plans.md "Featured listings"): a public listing is featured for 30 days,
 * from its plan's featured allowance or paid once; it carries a Featured badge, leads the home
 * page's New Properties and can be filtered on All properties. Only functions write the fields, and
 * a feature ends by itself on time (a sweep; readers also compare `featuredUntil` with now).
 */

/** How long a feature lasts. */
export const FEATURE_DAYS = 30;

/** The badge's word, on cards and the details page. */
export const FEATURED_LABEL = 'Featured';

/** Where a feature came from: the plan's allowance (it counts in `featuredUsed` until it ends), or a one-off payment. */
export type FeaturedFrom = 'plan' | 'paid';

/** The fields a featured listing carries (functions only). */
export interface FeaturedFields<Time = unknown> {
  /** True while featured (an equality the public queries combine with their own). */
  featured?: true;
  /** When the feature ends. */
  featuredUntil?: Time;
  featuredFrom?: FeaturedFrom;
  /** The account whose allowance a plan's feature counts on. */
  featuredHolder?: string;
  /** Features ever given to it: names the next paid one, so a double click pays once. */
  featuredTimes?: number;
}

/** Milliseconds of a stored time (a Firestore Timestamp of either SDK, a plain instant, a Date, or a number), or NaN. */
function millisOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  const instant = value as { $seconds?: unknown; $nanos?: unknown } | null | undefined;
  if (typeof instant?.$seconds === 'number') return instant.$seconds * 1000 + Math.floor(Number(instant.$nanos ?? 0) / 1e6);
  const toMillis = (value as { toMillis?: unknown } | null | undefined)?.toMillis;
  if (typeof toMillis === 'function') return (toMillis as () => number).call(value);
  const seconds = (value as { seconds?: unknown } | null | undefined)?.seconds;
  return typeof seconds === 'number' ? seconds * 1000 : Number.NaN;
}

/** Whether a stored listing is featured at `nowMillis`: marked, and its feature not over (the sweep may not have run yet). */
export function isFeaturedListing(listing: { readonly featured?: unknown; readonly featuredUntil?: unknown } | undefined, nowMillis: number): boolean {
  return listing?.featured === true && millisOf(listing.featuredUntil) > nowMillis;
}

/** When a feature given at `nowMillis` ends, in milliseconds. */
export function featureEndsAt(nowMillis: number): number {
  return nowMillis + FEATURE_DAYS * 24 * 60 * 60 * 1000;
}

/** What featuring says (our wording: docs/plans.md "Featured listings"). */
export const FEATURE_MESSAGES = {
  /** The facade's answers. */
  notPublic: 'Only a listing buyers can see can be featured: wait for its verification, or resume it.',
  already: 'This listing is featured already.',
  noAllowance: (allowed: number): string =>
    allowed === 0
      ? 'Your plan includes no featured listing. Pay once to feature this one, or upgrade your plan.'
      : `Your plan's ${allowed === 1 ? 'featured listing is' : `${allowed} featured listings are`} in use. Pay once to feature this one, or wait until one ends.`,
  failed: 'The listing could not be featured. Please try again.',
  /** My Added Properties. */
  feature: 'Feature',
  dialogTitle: 'Feature this listing',
  about: `For ${FEATURE_DAYS} days: a Featured badge on its card and page, first place in the home page's New Properties, and a place in All properties' Featured filter.`,
  fromPlanButton: 'Feature from my plan',
  payOnce: (amount: string): string => `Pay ${amount} once`,
  pay: (amount: string): string => `Pay ${amount}`,
  payLabel: 'Pay once to feature this listing',
  cancel: 'Cancel',
  planUnreadable: 'Your plan could not be loaded. You can still pay once.',
  featuredUntil: (date: string): string => `Featured until ${date}`,
  fromPlan: (used: number, allowed: number): string => `Feature it for ${FEATURE_DAYS} days from your plan (${used} of ${allowed} featured in use).`,
  payingFor: (amount: string): string => `Featured for ${FEATURE_DAYS} days: ${amount}, paid once.`,
  featured: 'Listing featured: it leads the home page for 30 days.',
  paid: 'Payment received. The listing is featured as soon as Stripe confirms it.',
} as const;

/**
 * New Properties on home (docs/plans.md "Featured listings"): the featured listings first (those
 * still featured at `nowMillis`), then the newest of the rest, `count` in all.
 */
export function leadByFeatured<T extends { readonly id: string; readonly featured?: unknown; readonly featuredUntil?: unknown }>(
  featured: readonly T[],
  newest: readonly T[],
  count: number,
  nowMillis: number,
): T[] {
  const lead = featured.filter((listing) => isFeaturedListing(listing, nowMillis));
  const ids = new Set(lead.map((listing) => listing.id));
  return [...lead, ...newest.filter((listing) => !ids.has(listing.id))].slice(0, count);
}
