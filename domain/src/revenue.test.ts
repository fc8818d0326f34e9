import { describe, expect, it } from 'vitest';
import { monthIncrements, monthlyRecurringCents, REVENUE_FIELDS as F, revenueMonths } from './revenue';

const NOW = new Date(Date.UTC(2026, 11, 3));

describe('monthlyRecurringCents', () => {
  it("is a monthly price, or a yearly one's twelfth, and nothing for a missing or odd amount", () => {
    expect(monthlyRecurringCents(4_900, 'month')).toBe(4_900);
    expect(monthlyRecurringCents(49_000, 'year')).toBe(4_083);
    expect(monthlyRecurringCents(null, 'month')).toBe(0);
    expect(monthlyRecurringCents(-5, 'month')).toBe(0);
  });
});

describe('monthIncrements', () => {
  it('adds only what changed, one-off payments under their kind', () => {
    expect(monthIncrements({ mrrChangeCents: -2_900, subscriptionEnded: true })).toEqual({ [F.mrrChange]: -2_900, [F.subscriptionsEnded]: 1 });
    expect(monthIncrements({ oneOff: { kind: 'feature', cents: 2_900 } })).toEqual({ [F.features]: 1, [F.featureCents]: 2_900 });
    expect(monthIncrements({ oneOff: { kind: 'submission', cents: 1_900 }, invoicedCents: 0 })).toEqual({ [F.submissions]: 1, [F.submissionCents]: 1_900 });
    expect(monthIncrements({ mrrChangeCents: 0, subscriptionStarted: false })).toEqual({});
  });
});

describe('revenueMonths', () => {
  it("finds each month's recurring revenue back from today's, with each month's counts, zero where nothing happened", () => {
    const docs = [
      { id: '2026-12', counts: { [F.mrrChange]: -4_900, [F.subscriptionsEnded]: 1 } },
      { id: '2026-10', counts: { [F.mrrChange]: 8_900, [F.subscriptionsStarted]: 2, [F.invoiced]: 8_900, [F.submissions]: 1, [F.submissionCents]: 1_900 } },
    ];
    const months = revenueMonths(docs, 4_000, NOW, 4);
    expect(months.map((m) => [m.id, m.mrrCents])).toEqual([
      ['2026-09', 0],
      ['2026-10', 8_900],
      ['2026-11', 8_900],
      ['2026-12', 4_000],
    ]);
    expect(months[1]).toMatchObject({ subscriptionsStarted: 2, invoicedCents: 8_900, paidSubmissions: 1, paidSubmissionCents: 1_900 });
    expect(months[3]).toMatchObject({ subscriptionsEnded: 1, subscriptionsStarted: 0 });
  });

  it('ends with the latest month counted when a test clock ran ahead of today', () => {
    const months = revenueMonths([{ id: '2027-02', counts: { [F.mrrChange]: 100 } }], 100, NOW, 3);
    expect(months.map((m) => m.id)).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(months.map((m) => m.mrrCents)).toEqual([0, 0, 100]);
  });

  it('never shows a negative recurring revenue from odd counters', () => {
    expect(revenueMonths([{ id: '2026-12', counts: { [F.mrrChange]: 500 } }], 'x', NOW, 2).map((m) => m.mrrCents)).toEqual([0, 0]);
  });
});
