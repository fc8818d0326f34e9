import { formatNumber, formatPrice } from '@homehaven/domain/format';
import { LISTING_CATEGORIES } from '@homehaven/domain/insights';
import { LISTING_STATE_LABELS, OFFER_STATUS_LABELS, OFFER_STATUSES } from '@homehaven/domain/statuses';
import { allZero, conversion, formatShare, monthPoints, peak, statusCounts, total, weekPoints, type ChartPoint, type PeriodCounters } from '@homehaven/domain/insight-charts';
import { INSIGHT_MONTHS_SHOWN, INSIGHT_WEEKS_SHOWN } from '@homehaven/domain/queries/insights';

/**
 * Each insight chart as the dashboard shows it (docs/product.md §10.1 Dashboard home): its title, a
 * one-sentence summary (the chart's text alternative), its rows, the bars drawn and the table's
 * columns. Pure: the chart and the table render the same view, and the unit tests read it.
 */

/** A drawn series: its row value, its legend name and its colour (each at least 4.5:1 on white). */
export interface ChartBar {
  readonly key: string;
  readonly name: string;
  readonly color: string;
}

/** A table column: its row value, its header and how a value reads. */
export interface ChartColumn {
  readonly key: string;
  readonly name: string;
  readonly format: (value: number) => string;
}

/** One insight chart. */
export interface ChartView {
  /** Names the chart in test ids (`insight-{id}`). */
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** Nothing to show yet: every value zero. */
  readonly empty: boolean;
  /** The header of the rows' label column. */
  readonly labelHeader: string;
  /** Each row: its label (the table's), its tick on the chart's axis (shorter where the label is long) and its values. */
  readonly rows: readonly { readonly label: string; readonly tick: string; readonly values: Readonly<Record<string, number>> }[];
  readonly bars: readonly ChartBar[];
  readonly columns: readonly ChartColumn[];
  /** How the value axis reads. */
  readonly axis: 'count' | 'money';
  /** Bars up from a time axis (periods), or across from a list of names (statuses: every label fits on a phone). */
  readonly orientation: 'columns' | 'rows';
}

export const TEAL = '#0F766E';
export const AMBER = '#B45309';
const count = (value: number) => formatNumber(value);
const money = (cents: number) => formatPrice(Math.round(cents) / 100);
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** A word as a heading: "Listings". */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Counts by status; each row named as the rest of the app names the status (domain/src/statuses.ts). */
function byStatusView<S extends string>(id: string, title: string, what: [string, string], stored: unknown, statuses: readonly S[], labels: Readonly<Record<S, string>>): ChartView {
  const counts = statusCounts(stored, statuses);
  const sum = counts.reduce((n, c) => n + c.count, 0);
  const parts = counts.map((c) => `${count(c.count)} ${c.status}`).join(', ');
  return {
    id,
    title,
    summary: sum === 0 ? `No ${what[1]} yet.` : `${plural(sum, what[0], what[1])} now: ${parts}.`,
    empty: sum === 0,
    labelHeader: 'Status',
    rows: counts.map((c) => ({ label: labels[c.status], tick: labels[c.status], values: { count: c.count } })),
    bars: [{ key: 'count', name: capitalised(what[1]), color: TEAL }],
    columns: [{ key: 'count', name: capitalised(what[1]), format: count }],
    axis: 'count',
    orientation: 'rows',
  };
}

/** Admins: every listing by status (sold and withdrawn outrank the admin's status). */
export function listingsByStatusView(scope: Readonly<Record<string, unknown>> | null): ChartView {
  return byStatusView('listings-by-status', 'Listings by status', ['listing', 'listings'], scope?.listings, LISTING_CATEGORIES, LISTING_STATE_LABELS);
}

/** Admins (every offer) and buyers (their own): offers by status. */
export function offersByStatusView(scope: Readonly<Record<string, unknown>> | null, whose: 'all' | 'own'): ChartView {
  return byStatusView('offers-by-status', whose === 'all' ? 'Offers by status' : 'Your offers by status', ['offer', 'offers'], scope?.offers, OFFER_STATUSES, OFFER_STATUS_LABELS);
}

/** Rows of periods; months tick by their name alone ("Jun"), so all six fit on a phone. */
function periodRows<F extends string>(points: readonly ChartPoint<F>[], tick: (label: string) => string = (label) => label) {
  return points.map((point) => ({ label: point.label, tick: tick(point.label), values: point.values as Readonly<Record<string, number>> }));
}

/** "the week of Nov 23" or "Nov 2026": where a peak was. */
const weekOf = (point: ChartPoint<string> | undefined) => (point ? `the week of ${point.label}` : '');

/** Admins: sales and refunds per week, counts drawn, amounts in the table. */
export function salesAndRefundsView(weeks: readonly PeriodCounters[], now: Date): ChartView {
  const points = weekPoints(weeks, ['sales', 'salesCents', 'refunds', 'refundsCents'], now);
  const sales = total(points, 'sales');
  const refunds = total(points, 'refunds');
  return {
    id: 'sales-refunds',
    title: 'Sales and refunds per week',
    summary:
      `In the last ${INSIGHT_WEEKS_SHOWN} weeks: ${plural(sales, 'sale', 'sales')} worth ${money(total(points, 'salesCents'))}` +
      ` and ${plural(refunds, 'refund', 'refunds')} worth ${money(total(points, 'refundsCents'))}` +
      (sales > 0 ? `; most sales in ${weekOf(peak(points, 'sales'))}.` : '.'),
    empty: allZero(points),
    labelHeader: 'Week of',
    rows: periodRows(points),
    bars: [
      { key: 'sales', name: 'Sales', color: TEAL },
      { key: 'refunds', name: 'Refunds', color: AMBER },
    ],
    columns: [
      { key: 'sales', name: 'Sales', format: count },
      { key: 'salesCents', name: 'Sales total', format: money },
      { key: 'refunds', name: 'Refunds', format: count },
      { key: 'refundsCents', name: 'Refunds total', format: money },
    ],
    axis: 'count',
    orientation: 'columns',
  };
}

/** One count per week: admins' new users, agents' offers. */
function weeklyCountView(id: string, title: string, what: [string, string], field: 'users' | 'offers', weeks: readonly PeriodCounters[], now: Date): ChartView {
  const points = weekPoints(weeks, [field], now);
  const sum = total(points, field);
  return {
    id,
    title,
    summary: `${capitalised(plural(sum, what[0], what[1]))} in the last ${INSIGHT_WEEKS_SHOWN} weeks` + (sum > 0 ? `, the most in ${weekOf(peak(points, field))}.` : '.'),
    empty: sum === 0,
    labelHeader: 'Week of',
    rows: periodRows(points),
    bars: [{ key: field, name: capitalised(what[1]), color: TEAL }],
    columns: [{ key: field, name: capitalised(what[1]), format: count }],
    axis: 'count',
    orientation: 'columns',
  };
}

/** Admins: new users per week. */
export function newUsersView(weeks: readonly PeriodCounters[], now: Date): ChartView {
  return weeklyCountView('new-users', 'New users per week', ['new user', 'new users'], 'users', weeks, now);
}

/** Agents: offers made on their listings per week. */
export function agentOffersView(weeks: readonly PeriodCounters[], now: Date): ChartView {
  return weeklyCountView('agent-offers', 'Offers on your listings per week', ['offer', 'offers'], 'offers', weeks, now);
}

/** Agents: accepted sales per month, their total drawn, count and total in the table. */
export function agentSalesView(months: readonly PeriodCounters[], now: Date): ChartView {
  const points = monthPoints(months, ['sales', 'salesCents'], now);
  const sales = total(points, 'sales');
  return {
    id: 'agent-sales',
    title: 'Your sales per month',
    summary:
      `In the last ${INSIGHT_MONTHS_SHOWN} months: ${plural(sales, 'accepted sale', 'accepted sales')} worth ${money(total(points, 'salesCents'))}` +
      (sales > 0 ? `; the best month was ${peak(points, 'salesCents')?.label ?? ''}.` : '.'),
    empty: sales === 0,
    labelHeader: 'Month',
    rows: periodRows(points, (label) => label.split(' ')[0] ?? label),
    bars: [{ key: 'salesCents', name: 'Sales total', color: TEAL }],
    columns: [
      { key: 'sales', name: 'Sales', format: count },
      { key: 'salesCents', name: 'Sales total', format: money },
    ],
    axis: 'money',
    orientation: 'columns',
  };
}

/** Agents' conversion from offer to sale over the months shown: the share, and the sentence saying what it is a share of. */
export function conversionSentence(months: readonly PeriodCounters[], now: Date): { share: string; sentence: string } {
  const points = monthPoints(months, ['offers', 'offersSold'], now);
  const { offers, sold, rate } = conversion(points);
  const since = points[0]?.label ?? '';
  return {
    share: formatShare(rate),
    sentence:
      offers === 0
        ? `No offers on your listings since ${since}: nothing to convert yet.`
        : `${formatNumber(sold)} of the ${formatNumber(offers)} ${offers === 1 ? 'offer' : 'offers'} made on your listings since ${since} became ${sold === 1 ? 'a sale' : 'sales'} (last ${INSIGHT_MONTHS_SHOWN} months).`,
  };
}
