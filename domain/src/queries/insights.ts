import { INSIGHT_MONTHS, INSIGHT_PERIOD_FIELD, INSIGHT_WEEKS, INSIGHTS } from '../insights';
import type { CollectionQuery, InsightsPath } from './query-spec';

/** Weeks a weekly chart shows (the current one and the 11 before it). */
export const INSIGHT_WEEKS_SHOWN = 12;
/** Months a monthly chart and the conversion cover (the current one and the 5 before it). */
export const INSIGHT_MONTHS_SHOWN = 6;

/** A scope's per-week counters. */
export function insightWeeksPath(scope: string): InsightsPath {
  return `${INSIGHTS}/${scope}/${INSIGHT_WEEKS}`;
}

/** A scope's per-month counters. */
export function insightMonthsPath(scope: string): InsightsPath {
  return `${INSIGHTS}/${scope}/${INSIGHT_MONTHS}`;
}

/**
 * The latest weeks of a scope that have counters, newest first, at most {@link INSIGHT_WEEKS_SHOWN},
 * by their `period` (the id, which sorts as text in time order; Firestore does not scan ids
 * descending): a single-field index, no composite one. Weeks with nothing have no document and are
 * shown as zero; documents older than the weeks shown are dropped by the chart (domain/src/insight-charts.ts).
 */
export function insightWeeksQuery(scope: string): CollectionQuery {
  return { collection: insightWeeksPath(scope), spec: { orderBy: [[INSIGHT_PERIOD_FIELD, 'desc']], limit: INSIGHT_WEEKS_SHOWN } };
}

/** The latest months of a scope that have counters, newest first, at most `limit` ({@link INSIGHT_MONTHS_SHOWN}; the admin's revenue reads 12). */
export function insightMonthsQuery(scope: string, limit = INSIGHT_MONTHS_SHOWN): CollectionQuery {
  return { collection: insightMonthsPath(scope), spec: { orderBy: [[INSIGHT_PERIOD_FIELD, 'desc']], limit } };
}
