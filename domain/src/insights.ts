/**
 * Insight aggregates (docs/architecture.md §3 Data model, docs/decisions.md "Insight charts"): counters
 * that the functions keep up to date as events happen, so the dashboard's charts read a few small
 * documents instead of whole collections. One scope per audience:
 * - `insights/platform` (admins): listings and offers by status now, and per ISO week (UTC) the offers
 *   made, sales, refunds and new users;
 * - `insights/agent_{uid}`: per week the offers on the agent's listings, per month the offers, the
 *   offers of that month that became sales, and the sales decided that month with their total;
 * - `insights/buyer_{uid}`: the buyer's offers by status now.
 * The scope document itself holds the counts "now"; `weeks/{YYYY-Www}` and `months/{YYYY-MM}` hold
 * the counts per period. Amounts are whole cents, so sums never drift.
 */

/** The top-level collection of the aggregates. */
export const INSIGHTS = 'insights';
/** Per-week counters under a scope, named by ISO week id (`2026-W07`). */
export const INSIGHT_WEEKS = 'weeks';
/** Per-month counters under a scope, named by month id (`2026-02`). */
export const INSIGHT_MONTHS = 'months';
/** Each period document's own id, as a field: the charts order by it (newest first). */
export const INSIGHT_PERIOD_FIELD = 'period';
/** The admins' scope. */
export const PLATFORM_SCOPE = 'platform';

/** An agent's scope: the offers on their listings and their sales. */
export function agentScope(uid: string): string {
  return `agent_${uid}`;
}

/** A buyer's scope: the offers they made. */
export function buyerScope(uid: string): string {
  return `buyer_${uid}`;
}

/** What a listing counts as in "listings by status": a sale or a withdrawal outranks the admin's status. */
export const LISTING_CATEGORIES = ['pending', 'verified', 'rejected', 'withdrawn', 'sold'] as const;
/** One of {@link LISTING_CATEGORIES}. */
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

/** The fields of a stored listing its category depends on. */
export interface CategorisedListing {
  status?: unknown;
  withdrawn?: unknown;
  soldAt?: unknown;
  soldOfferId?: unknown;
}

/**
 * The one category a listing counts in: sold (a sale is final, even if its agent is later marked
 * fraud), else withdrawn, else its status; an unknown status counts as pending (its badge is yellow too).
 */
export function listingCategory(listing: CategorisedListing): ListingCategory {
  if (listing.soldAt != null || listing.soldOfferId != null) return 'sold';
  if (listing.withdrawn === true) return 'withdrawn';
  return listing.status === 'verified' || listing.status === 'rejected' ? listing.status : 'pending';
}

/** Counters of a platform week. */
export const PLATFORM_WEEK_FIELDS = ['offers', 'sales', 'salesCents', 'refunds', 'refundsCents', 'users'] as const;
/** Counters of an agent's week. */
export const AGENT_WEEK_FIELDS = ['offers'] as const;
/** Counters of an agent's month: offers made, those of them sold later, sales decided and their total. */
export const AGENT_MONTH_FIELDS = ['offers', 'offersSold', 'sales', 'salesCents'] as const;

const DAY_MS = 86_400_000;

/** Midnight UTC of the Monday of the ISO week `date` falls in. */
export function weekStartOf(date: Date): Date {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = new Date(day).getUTCDay() || 7;
  return new Date(day - (weekday - 1) * DAY_MS);
}

/** The ISO 8601 week (UTC) `date` falls in, as `YYYY-Www`: sortable as text, the year the ISO year. */
export function isoWeekId(date: Date): string {
  const thursday = new Date(weekStartOf(date).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The month (UTC) `date` falls in, as `YYYY-MM`. */
export function monthId(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The Monday (UTC midnight) a week id starts on; throws on anything but `YYYY-Www`. */
export function weekIdStart(id: string): Date {
  const match = /^(\d{4})-W(\d{2})$/.exec(id);
  if (!match) throw new Error(`not an ISO week id: ${id}`);
  // 4 January is always in week 1.
  const firstMonday = weekStartOf(new Date(Date.UTC(Number(match[1]), 0, 4)));
  return new Date(firstMonday.getTime() + (Number(match[2]) - 1) * 7 * DAY_MS);
}

/** The first day (UTC midnight) of a month id; throws on anything but `YYYY-MM`. */
export function monthIdStart(id: string): Date {
  const match = /^(\d{4})-(\d{2})$/.exec(id);
  if (!match) throw new Error(`not a month id: ${id}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** The ids of the `count` weeks ending with the week of `now`, oldest first. */
export function weekIdsEnding(now: Date, count: number): string[] {
  const monday = weekStartOf(now).getTime();
  return Array.from({ length: count }, (_, i) => isoWeekId(new Date(monday - (count - 1 - i) * 7 * DAY_MS)));
}

/** The ids of the `count` months ending with the month of `now`, oldest first. */
export function monthIdsEnding(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthId(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1))));
}

/** Dollars as whole cents, as the counters add them. */
export function toCents(dollars: number): number {
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : 0;
}
