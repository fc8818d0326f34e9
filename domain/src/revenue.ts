import { countOf, type PeriodCounters } from './insight-charts';
import { monthId, monthIdsEnding } from './insights';

/**
 * The marketplace's revenue (docs/plans.md "Revenue"): counters the webhook keeps in the platform's
 * insight scope, in the transaction that applies each Stripe event once (never a whole collection
 * read). Per month (`insights/platform/months/{YYYY-MM}`, the month of the event at Stripe): the
 * change of the monthly recurring revenue, subscriptions started and ended, what invoices collected,
 * and the one-off payments by kind. The scope document (`insights/platform`) holds the recurring
 * revenue now, so each month's is found back from it.
 */

/** The counters of a month, and the level of the scope document. */
export const REVENUE_FIELDS = {
  /** Month: the sum of the changes of the monthly recurring revenue (cents; negative when it fell). */
  mrrChange: 'mrrChangeCents',
  subscriptionsStarted: 'subscriptionsStarted',
  subscriptionsEnded: 'subscriptionsEnded',
  /** Month: what subscription invoices collected (cents). */
  invoiced: 'invoicedCents',
  submissions: 'paidSubmissions',
  submissionCents: 'paidSubmissionCents',
  features: 'paidFeatures',
  featureCents: 'paidFeatureCents',
  /** Scope: the monthly recurring revenue now (cents). */
  mrr: 'mrrCents',
} as const;

/** What one event changes. */
export interface RevenueChange {
  readonly mrrChangeCents?: number;
  readonly subscriptionStarted?: boolean;
  readonly subscriptionEnded?: boolean;
  readonly invoicedCents?: number;
  readonly oneOff?: { readonly kind: 'submission' | 'feature'; readonly cents: number };
}

/** A subscription's share of the monthly recurring revenue: its price a month (a yearly one's twelfth, rounded). */
export function monthlyRecurringCents(unitAmountCents: number | null | undefined, interval: 'month' | 'year'): number {
  const amount = typeof unitAmountCents === 'number' && Number.isFinite(unitAmountCents) && unitAmountCents > 0 ? unitAmountCents : 0;
  return interval === 'year' ? Math.round(amount / 12) : amount;
}

/** The counters a change adds to its month (none of the zero ones). */
export function monthIncrements(change: RevenueChange): Record<string, number> {
  const fields: Record<string, number> = {
    [REVENUE_FIELDS.mrrChange]: change.mrrChangeCents ?? 0,
    [REVENUE_FIELDS.subscriptionsStarted]: change.subscriptionStarted ? 1 : 0,
    [REVENUE_FIELDS.subscriptionsEnded]: change.subscriptionEnded ? 1 : 0,
    [REVENUE_FIELDS.invoiced]: change.invoicedCents ?? 0,
    [REVENUE_FIELDS.submissions]: change.oneOff?.kind === 'submission' ? 1 : 0,
    [REVENUE_FIELDS.submissionCents]: change.oneOff?.kind === 'submission' ? change.oneOff.cents : 0,
    [REVENUE_FIELDS.features]: change.oneOff?.kind === 'feature' ? 1 : 0,
    [REVENUE_FIELDS.featureCents]: change.oneOff?.kind === 'feature' ? change.oneOff.cents : 0,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, by]) => by !== 0));
}

/** Months the admin's revenue chart shows (the latest and the 11 before it). */
export const REVENUE_MONTHS_SHOWN = 12;

/** One month of the revenue chart. */
export interface RevenueMonth {
  readonly id: string;
  /** The monthly recurring revenue at the month's end (now, for the latest). */
  readonly mrrCents: number;
  readonly subscriptionsStarted: number;
  readonly subscriptionsEnded: number;
  readonly invoicedCents: number;
  readonly paidSubmissions: number;
  readonly paidSubmissionCents: number;
  readonly paidFeatures: number;
  readonly paidFeatureCents: number;
}

const signed = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The months of the chart, oldest first: the `count` months ending with this month, or with the
 * latest month holding counters when that is later (a Stripe test clock moved forward). Each month's
 * recurring revenue is found back from today's: a month ends where the next began, and a month began
 * at its end less its changes.
 */
export function revenueMonths(docs: readonly PeriodCounters[], mrrNowCents: unknown, now: Date, count = REVENUE_MONTHS_SHOWN): RevenueMonth[] {
  const latest = docs.reduce((last, doc) => (doc.id > last ? doc.id : last), monthId(now));
  const [year, month] = latest.split('-').map(Number);
  const ids = monthIdsEnding(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)), count);
  const byId = new Map(docs.map((doc) => [doc.id, doc.counts]));
  const months: RevenueMonth[] = [];
  let endCents = signed(mrrNowCents);
  for (const id of [...ids].reverse()) {
    const counts = byId.get(id) ?? {};
    months.unshift({
      id,
      mrrCents: Math.max(0, endCents),
      subscriptionsStarted: countOf(counts[REVENUE_FIELDS.subscriptionsStarted]),
      subscriptionsEnded: countOf(counts[REVENUE_FIELDS.subscriptionsEnded]),
      invoicedCents: countOf(counts[REVENUE_FIELDS.invoiced]),
      paidSubmissions: countOf(counts[REVENUE_FIELDS.submissions]),
      paidSubmissionCents: countOf(counts[REVENUE_FIELDS.submissionCents]),
      paidFeatures: countOf(counts[REVENUE_FIELDS.features]),
      paidFeatureCents: countOf(counts[REVENUE_FIELDS.featureCents]),
    });
    endCents -= signed(counts[REVENUE_FIELDS.mrrChange]);
  }
  return months;
}
