import { formatMonthDay, formatMonthYear } from './format-time';
import { monthIdsEnding, monthIdStart, weekIdsEnding, weekIdStart } from './insights';
import { INSIGHT_MONTHS_SHOWN, INSIGHT_WEEKS_SHOWN } from './queries/insights';

/**
 * What the dashboard's insight charts show, shaped from the aggregate documents (domain/src/insights.ts):
 * every period of the window present (a period without a document is zero), labels, conversion, and
 * each chart's one-sentence text alternative. Pure, so the web app and the unit tests share it.
 */

/** The charts' wording (our wording, docs/product.md §10.1 Dashboard home). */
export const INSIGHT_MESSAGES = {
  heading: 'Insights',
  loadFailed: 'The charts could not be loaded.',
  empty: 'No activity yet. The charts fill in as offers, sales and sign-ups come in.',
  showTable: 'Show as table',
  showChart: 'Show as chart',
} as const;

/** A period's counters as stored: field name to count (anything else is read as 0). */
export interface PeriodCounters {
  readonly id: string;
  readonly counts: Readonly<Record<string, unknown>>;
}

/** One period of a chart: its id, its label and a value per field. */
export interface ChartPoint<F extends string> {
  readonly id: string;
  readonly label: string;
  readonly values: Readonly<Record<F, number>>;
}

/** A stored counter as a number: counters are written by functions, but a missing or odd one is 0, never NaN. */
export function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function filled<F extends string>(ids: readonly string[], docs: readonly PeriodCounters[], fields: readonly F[], label: (id: string) => string): ChartPoint<F>[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc.counts]));
  return ids.map((id) => {
    const counts = byId.get(id) ?? {};
    return { id, label: label(id), values: Object.fromEntries(fields.map((field) => [field, countOf(counts[field])])) as Record<F, number> };
  });
}

/**
 * The `count` weeks ending with this week, oldest first, each labelled by its Monday ("Nov 23"):
 * weeks without a document are zero, documents outside the window are left out.
 */
export function weekPoints<F extends string>(docs: readonly PeriodCounters[], fields: readonly F[], now: Date, count = INSIGHT_WEEKS_SHOWN): ChartPoint<F>[] {
  return filled(weekIdsEnding(now, count), docs, fields, (id) => formatMonthDay(weekIdStart(id), 'utc'));
}

/** The `count` months ending with this month, oldest first ("Nov 2026"), zero-filled like {@link weekPoints}. */
export function monthPoints<F extends string>(docs: readonly PeriodCounters[], fields: readonly F[], now: Date, count = INSIGHT_MONTHS_SHOWN): ChartPoint<F>[] {
  return filled(monthIdsEnding(now, count), docs, fields, (id) => formatMonthYear(monthIdStart(id), 'utc'));
}

/** One bar of a "by status" chart. */
export interface StatusCount<S extends string> {
  readonly status: S;
  readonly count: number;
}

/** Counts by status in a fixed order, from a stored map (a missing status is 0). */
export function statusCounts<S extends string>(stored: unknown, statuses: readonly S[]): StatusCount<S>[] {
  const map = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return statuses.map((status) => ({ status, count: countOf(map[status]) }));
}

/** Offers made in the months shown, how many of them became sales, and the share (null without offers). */
export interface Conversion {
  readonly offers: number;
  readonly sold: number;
  readonly rate: number | null;
}

/**
 * Conversion from offer to sale over the months shown: of the offers made in those months, the share
 * accepted since (counted in the month the offer was made, so it never exceeds 100%).
 */
export function conversion(months: readonly ChartPoint<'offers' | 'offersSold'>[]): Conversion {
  const offers = months.reduce((sum, month) => sum + month.values.offers, 0);
  const sold = months.reduce((sum, month) => sum + month.values.offersSold, 0);
  return { offers, sold, rate: offers === 0 ? null : sold / offers };
}

/** A share as a whole percentage ("25%"), or a dash when there is none. */
export function formatShare(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

/** Whether every value of every point is zero (the chart then shows its empty state). */
export function allZero(points: readonly { readonly values: Readonly<Record<string, number>> }[]): boolean {
  return points.every((point) => Object.values(point.values).every((value) => value === 0));
}

/** The sum of one field over the points. */
export function total<F extends string>(points: readonly ChartPoint<F>[], field: F): number {
  return points.reduce((sum, point) => sum + point.values[field], 0);
}

/** The point with the largest value of a field (the first of equals), or undefined when all are zero. */
export function peak<F extends string>(points: readonly ChartPoint<F>[], field: F): ChartPoint<F> | undefined {
  return points.reduce<ChartPoint<F> | undefined>((best, point) => (point.values[field] > (best?.values[field] ?? 0) ? point : best), undefined);
}
