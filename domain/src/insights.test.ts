import { describe, expect, it } from 'vitest';
import { agentScope, buyerScope, isoWeekId, listingCategory, monthId, monthIdsEnding, toCents, weekIdsEnding, weekIdStart, weekStartOf } from './insights';
import { allZero, conversion, formatShare, monthPoints, peak, statusCounts, total, weekPoints } from './insight-charts';
import { insightMonthsQuery, insightWeeksQuery } from './queries/insights';
import { queryBound } from './queries/query-spec';

const at = (iso: string) => new Date(iso);

describe('week and month buckets (ISO 8601 weeks, UTC)', () => {
  it('names the ISO week, whose year can differ from the calendar year at the edges', () => {
    expect(isoWeekId(at('2026-11-26T17:00:00Z'))).toBe('2026-W48');
    expect(isoWeekId(at('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeekId(at('2021-01-04T00:00:00Z'))).toBe('2021-W01');
    expect(isoWeekId(at('2024-12-30T08:00:00Z'))).toBe('2025-W01');
    expect(isoWeekId(at('2026-01-01T00:00:00Z'))).toBe('2026-W01');
  });

  it('counts by UTC: a Sunday 23:30 UTC is still that week, a Monday 00:00 UTC the next', () => {
    expect(isoWeekId(at('2026-11-29T23:30:00Z'))).toBe('2026-W48');
    expect(isoWeekId(at('2026-11-30T00:00:00Z'))).toBe('2026-W49');
    expect(monthId(at('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(monthId(at('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });

  it('finds the Monday a week starts on, both ways', () => {
    expect(weekStartOf(at('2026-11-26T17:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekIdStart('2026-W48').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekIdStart('2020-W53').toISOString()).toBe('2020-12-28T00:00:00.000Z');
    expect(() => weekIdStart('2026-48')).toThrow();
  });

  it('lists the weeks and months of a window, oldest first, across a year end', () => {
    expect(weekIdsEnding(at('2026-01-07T10:00:00Z'), 3)).toEqual(['2025-W52', '2026-W01', '2026-W02']);
    expect(monthIdsEnding(at('2026-02-10T10:00:00Z'), 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(weekIdsEnding(at('2026-11-26T10:00:00Z'), 12)).toHaveLength(12);
  });

  it('names the scopes and adds amounts as whole cents', () => {
    expect(agentScope('u1')).toBe('agent_u1');
    expect(buyerScope('u1')).toBe('buyer_u1');
    expect(toCents(420_000.1)).toBe(42_000_010);
    expect(toCents(Number.NaN)).toBe(0);
  });
});

describe('the listing category', () => {
  it('counts a sale first, then a withdrawal, then the status', () => {
    expect(listingCategory({ status: 'verified', withdrawn: false, soldOfferId: 'o1' })).toBe('sold');
    expect(listingCategory({ status: 'verified', withdrawn: true, soldAt: 1 })).toBe('sold');
    expect(listingCategory({ status: 'verified', withdrawn: true })).toBe('withdrawn');
    expect(listingCategory({ status: 'rejected', withdrawn: false })).toBe('rejected');
    expect(listingCategory({ status: 'verified', withdrawn: false })).toBe('verified');
    expect(listingCategory({ status: 'odd' })).toBe('pending');
  });
});

describe('chart data', () => {
  const now = at('2026-11-26T12:00:00Z');

  it('fills the weeks without a document with zero and drops documents outside the window', () => {
    const points = weekPoints(
      [
        { id: '2026-W48', counts: { sales: 2, salesCents: 500 } },
        { id: '2026-W46', counts: { sales: 1, salesCents: 'x' } },
        { id: '2026-W30', counts: { sales: 9 } },
      ],
      ['sales', 'salesCents'],
      now,
      4,
    );
    expect(points.map((p) => p.id)).toEqual(['2026-W45', '2026-W46', '2026-W47', '2026-W48']);
    expect(points.map((p) => p.values.sales)).toEqual([0, 1, 0, 2]);
    expect(points.map((p) => p.values.salesCents)).toEqual([0, 0, 0, 500]);
    expect(points[3]?.label).toBe('Nov 23');
    expect(total(points, 'sales')).toBe(3);
    expect(peak(points, 'sales')?.id).toBe('2026-W48');
  });

  it('labels months and fills them like weeks', () => {
    const points = monthPoints([{ id: '2026-10', counts: { offers: 4 } }], ['offers'], now, 3);
    expect(points.map((p) => [p.label, p.values.offers])).toEqual([
      ['Sep 2026', 0],
      ['Oct 2026', 4],
      ['Nov 2026', 0],
    ]);
    expect(allZero(points)).toBe(false);
    expect(allZero(monthPoints([], ['offers'], now, 3))).toBe(true);
    expect(peak(monthPoints([], ['offers'], now, 3), 'offers')).toBeUndefined();
  });

  it('reads counts by status in a fixed order, a missing one as zero', () => {
    expect(statusCounts({ pending: 3, accepted: 1, other: 5 }, ['pending', 'bought', 'accepted', 'rejected'])).toEqual([
      { status: 'pending', count: 3 },
      { status: 'bought', count: 0 },
      { status: 'accepted', count: 1 },
      { status: 'rejected', count: 0 },
    ]);
    expect(statusCounts(undefined, ['pending'])).toEqual([{ status: 'pending', count: 0 }]);
  });

  it('computes the conversion from offer to sale over the months shown, none without offers', () => {
    const months = monthPoints(
      [
        { id: '2026-10', counts: { offers: 6, offersSold: 1 } },
        { id: '2026-11', counts: { offers: 2, offersSold: 1 } },
      ],
      ['offers', 'offersSold'],
      now,
    );
    expect(conversion(months)).toEqual({ offers: 8, sold: 2, rate: 0.25 });
    expect(formatShare(0.25)).toBe('25%');
    expect(conversion(monthPoints([], ['offers', 'offersSold'], now))).toEqual({ offers: 0, sold: 0, rate: null });
    expect(formatShare(null)).toBe('—');
  });
});

// The bounds docs/performance.md "Insight charts" records: what each viewer's charts read at most.
describe('insight chart reads', () => {
  it('reads at most 13 documents for an admin (the scope and 12 weeks) and 18 for an agent (12 weeks, 6 months), however much happened', () => {
    expect(1 + queryBound(insightWeeksQuery('platform'))).toBe(13);
    expect(queryBound(insightWeeksQuery(agentScope('a'))) + queryBound(insightMonthsQuery(agentScope('a')))).toBe(18);
    expect(insightMonthsQuery(agentScope('a')).collection).toBe('insights/agent_a/months');
  });
});
