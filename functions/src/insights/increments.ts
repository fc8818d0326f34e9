import {
  agentScope,
  buyerScope,
  INSIGHT_MONTHS,
  INSIGHT_PERIOD_FIELD,
  INSIGHT_WEEKS,
  INSIGHTS,
  isoWeekId,
  listingCategory,
  monthId,
  PLATFORM_SCOPE,
  toCents,
  type CategorisedListing,
} from '@homehaven/domain/insights';

/**
 * What each event adds to the insight counters (domain/src/insights.ts), as plain data: pure, so the
 * unit tests check every event's counters and the triggers only read snapshots and write these.
 */

/** Add `by` to the (dotted) `field` of the document at `path`. */
export interface Increment {
  readonly path: string;
  readonly field: string;
  readonly by: number;
}

/** The fields of an offer its counters depend on, read from a stored offer. */
export interface OfferFacts {
  readonly status: string;
  readonly buyerUid: string;
  readonly agentUid: string;
  readonly amount: number;
  /** When it was made; undefined when not stored (the event's time counts instead). */
  readonly createdAt?: Date;
  /** When it was accepted or rejected. */
  readonly decidedAt?: Date;
}

const scopePath = (scope: string) => `${INSIGHTS}/${scope}`;
const weekPath = (scope: string, at: Date) => `${INSIGHTS}/${scope}/${INSIGHT_WEEKS}/${isoWeekId(at)}`;
const monthPath = (scope: string, at: Date) => `${INSIGHTS}/${scope}/${INSIGHT_MONTHS}/${monthId(at)}`;

/** A status moved from `before` to `after` in the by-status map `group` of each scope document. */
function statusMove(paths: readonly string[], group: string, before: string | undefined, after: string | undefined): Increment[] {
  if (before === after) return [];
  return paths.flatMap((path) => [...(before === undefined ? [] : [{ path, field: `${group}.${before}`, by: -1 }]), ...(after === undefined ? [] : [{ path, field: `${group}.${after}`, by: 1 }])]);
}

/**
 * An offer written (`before` and `after` undefined when it did not or no longer exists):
 * - its status moves in the platform's and its buyer's offers by status;
 * - made: one offer in the platform's week and the agent's week and month of its createdAt;
 * - accepted: one sale, with its amount, in the platform's week and the agent's month of its
 *   decidedAt, and one offer sold in the agent's month the offer was made (the conversion).
 * A deleted offer leaves the by-status counts; what happened in a week stays counted.
 */
export function offerIncrements(before: OfferFacts | undefined, after: OfferFacts | undefined, eventTime: Date): Increment[] {
  const offer = after ?? before;
  if (!offer) return [];
  const statusScopes = [scopePath(PLATFORM_SCOPE), ...(offer.buyerUid ? [scopePath(buyerScope(offer.buyerUid))] : [])];
  const agent = offer.agentUid ? agentScope(offer.agentUid) : undefined;
  const madeAt = offer.createdAt ?? eventTime;
  const out = statusMove(statusScopes, 'offers', before?.status, after?.status);
  if (!before && after) {
    out.push({ path: weekPath(PLATFORM_SCOPE, madeAt), field: 'offers', by: 1 });
    if (agent) out.push({ path: weekPath(agent, madeAt), field: 'offers', by: 1 }, { path: monthPath(agent, madeAt), field: 'offers', by: 1 });
  }
  if (after?.status === 'accepted' && before?.status !== 'accepted') {
    const soldAt = after.decidedAt ?? eventTime;
    const cents = toCents(after.amount);
    out.push({ path: weekPath(PLATFORM_SCOPE, soldAt), field: 'sales', by: 1 }, { path: weekPath(PLATFORM_SCOPE, soldAt), field: 'salesCents', by: cents });
    if (agent) {
      out.push(
        { path: monthPath(agent, soldAt), field: 'sales', by: 1 },
        { path: monthPath(agent, soldAt), field: 'salesCents', by: cents },
        { path: monthPath(agent, madeAt), field: 'offersSold', by: 1 },
      );
    }
  }
  return out;
}

/** A listing written: it moves between the platform's listings by status (domain listingCategory). */
export function listingIncrements(before: CategorisedListing | undefined, after: CategorisedListing | undefined): Increment[] {
  return statusMove([scopePath(PLATFORM_SCOPE)], 'listings', before && listingCategory(before), after && listingCategory(after));
}

/** A user document created: one new user in the platform's week of its createdAt. */
export function userIncrements(createdAt: Date): Increment[] {
  return [{ path: weekPath(PLATFORM_SCOPE, createdAt), field: 'users', by: 1 }];
}

/** A refund record written: when it becomes refunded, one refund with its amount in the platform's week of its refundedAt. */
export function refundIncrements(before: { status?: unknown } | undefined, after: { status?: unknown; amount?: unknown; refundedAt?: Date } | undefined, eventTime: Date): Increment[] {
  if (after?.status !== 'refunded' || before?.status === 'refunded') return [];
  // Money returned from a payer's balance that another return had already sent back: no refund made.
  if (after.amount === 0) return [];
  const at = after.refundedAt ?? eventTime;
  return [
    { path: weekPath(PLATFORM_SCOPE, at), field: 'refunds', by: 1 },
    { path: weekPath(PLATFORM_SCOPE, at), field: 'refundsCents', by: toCents(typeof after.amount === 'number' ? after.amount : 0) },
  ];
}

/** The increments summed per document and field (`path` -> `field` -> total), totals of 0 left out. */
export function sumPerDocument(increments: readonly Increment[]): Map<string, Map<string, number>> {
  const sums = new Map<string, Map<string, number>>();
  for (const { path, field, by } of increments) {
    const fields = sums.get(path) ?? new Map<string, number>();
    fields.set(field, (fields.get(field) ?? 0) + by);
    sums.set(path, fields);
  }
  for (const [path, fields] of sums) {
    for (const [field, by] of fields) if (by === 0) fields.delete(field);
    if (fields.size === 0) sums.delete(path);
  }
  return sums;
}

/**
 * A document's fields from its summed counters, dotted fields nested (`offers.pending` ->
 * `{offers: {pending}}`), each total made a value by `valueOf` (an increment, or the count itself),
 * and a week's or month's `period` (its id: the charts order by it).
 */
export function counterFields<V>(path: string, fields: Readonly<Map<string, number>>, valueOf: (total: number) => V): Record<string, V | Record<string, V> | string> {
  const data: Record<string, V | Record<string, V> | string> = {};
  for (const [field, total] of fields) {
    const [group, key] = field.split('.', 2) as [string, string | undefined];
    if (key === undefined) data[group] = valueOf(total);
    else data[group] = { ...(data[group] as Record<string, V> | undefined), [key]: valueOf(total) };
  }
  const segments = path.split('/');
  if (segments.length === 4 && segments[3]) data[INSIGHT_PERIOD_FIELD] = segments[3];
  return data;
}
