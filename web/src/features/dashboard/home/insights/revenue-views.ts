import { formatNumber, formatPrice } from '@homehaven/domain/format';
import { formatMonthYear } from '@homehaven/domain/format-time';
import { monthIdStart } from '@homehaven/domain/insights';
import { REVENUE_MONTHS_SHOWN, type RevenueMonth } from '@homehaven/domain/revenue';
import { AMBER, TEAL, type ChartView } from './insight-views';

/**
 * The admin's revenue charts (docs/plans.md "Revenue"), as views of the months `revenueMonths` finds
 * back from the counters: pure, like insight-views.ts, so the unit tests read them.
 */

const PURPLE = '#7E22CE';
const count = (value: number) => formatNumber(value);
const money = (cents: number) => formatPrice(Math.round(cents) / 100);
const label = (month: RevenueMonth) => formatMonthYear(monthIdStart(month.id), 'utc');
const rowsOf = (months: readonly RevenueMonth[], values: (month: RevenueMonth) => Record<string, number>) =>
  months.map((month) => ({ label: label(month), tick: label(month).replace(/ \d{4}$/, ''), values: values(month) }));
const sum = (months: readonly RevenueMonth[], field: keyof Omit<RevenueMonth, 'id'>) => months.reduce((n, month) => n + month[field], 0);

/** The monthly recurring revenue at each month's end, with what invoices collected. */
export function recurringRevenueView(months: readonly RevenueMonth[]): ChartView {
  const last = months.at(-1);
  return {
    id: 'revenue-recurring',
    title: 'Recurring revenue per month',
    summary: `${money(last?.mrrCents ?? 0)} a month in subscriptions now; ${money(sum(months, 'invoicedCents'))} invoiced in the last ${REVENUE_MONTHS_SHOWN} months.`,
    empty: months.every((month) => month.mrrCents === 0 && month.invoicedCents === 0),
    labelHeader: 'Month',
    rows: rowsOf(months, (month) => ({ mrrCents: month.mrrCents, invoicedCents: month.invoicedCents })),
    bars: [{ key: 'mrrCents', name: 'Recurring a month', color: TEAL }],
    columns: [
      { key: 'mrrCents', name: 'Recurring a month', format: money },
      { key: 'invoicedCents', name: 'Invoiced', format: money },
    ],
    axis: 'money',
    orientation: 'columns',
  };
}

/** Subscriptions started and ended each month. */
export function subscriptionsView(months: readonly RevenueMonth[]): ChartView {
  const started = sum(months, 'subscriptionsStarted');
  const ended = sum(months, 'subscriptionsEnded');
  return {
    id: 'revenue-subscriptions',
    title: 'New and cancelled subscriptions',
    summary: `In the last ${REVENUE_MONTHS_SHOWN} months: ${count(started)} new and ${count(ended)} cancelled.`,
    empty: started === 0 && ended === 0,
    labelHeader: 'Month',
    rows: rowsOf(months, (month) => ({ started: month.subscriptionsStarted, ended: month.subscriptionsEnded })),
    bars: [
      { key: 'started', name: 'New', color: TEAL },
      { key: 'ended', name: 'Cancelled', color: AMBER },
    ],
    columns: [
      { key: 'started', name: 'New', format: count },
      { key: 'ended', name: 'Cancelled', format: count },
    ],
    axis: 'count',
    orientation: 'columns',
  };
}

/** Paid submissions and featured upgrades each month: how many, and what they brought. */
export function oneOffPaymentsView(months: readonly RevenueMonth[]): ChartView {
  const submissions = sum(months, 'paidSubmissions');
  const features = sum(months, 'paidFeatures');
  return {
    id: 'revenue-one-off',
    title: 'Paid submissions and featured upgrades',
    summary:
      `In the last ${REVENUE_MONTHS_SHOWN} months: ${count(submissions)} paid ${submissions === 1 ? 'submission' : 'submissions'} (${money(sum(months, 'paidSubmissionCents'))})` +
      ` and ${count(features)} featured ${features === 1 ? 'upgrade' : 'upgrades'} (${money(sum(months, 'paidFeatureCents'))}).`,
    empty: submissions === 0 && features === 0,
    labelHeader: 'Month',
    rows: rowsOf(months, (month) => ({ submissions: month.paidSubmissions, submissionCents: month.paidSubmissionCents, features: month.paidFeatures, featureCents: month.paidFeatureCents })),
    bars: [
      { key: 'submissions', name: 'Paid submissions', color: TEAL },
      { key: 'features', name: 'Featured upgrades', color: PURPLE },
    ],
    columns: [
      { key: 'submissions', name: 'Paid submissions', format: count },
      { key: 'submissionCents', name: 'Submissions total', format: money },
      { key: 'features', name: 'Featured upgrades', format: count },
      { key: 'featureCents', name: 'Featured total', format: money },
    ],
    axis: 'count',
    orientation: 'columns',
  };
}
