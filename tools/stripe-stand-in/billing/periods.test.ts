import { describe, expect, it } from 'vitest';
import { nextPeriodEnd, periodEnd, prorated } from './periods';

const at = (iso: string): number => Date.parse(iso) / 1000;
const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();

describe('billing periods', () => {
  it('are calendar months from the anchor, the month’s last day when it has not the anchor’s', () => {
    const anchor = at('2027-01-31T10:00:00Z');
    expect([1, 2, 3].map((n) => iso(periodEnd(anchor, 'month', n)))).toEqual(['2027-02-28T10:00:00.000Z', '2027-03-31T10:00:00.000Z', '2027-04-30T10:00:00.000Z']);
    expect(iso(periodEnd(at('2028-01-31T00:00:00Z'), 'month', 1))).toBe('2028-02-29T00:00:00.000Z');
    expect(iso(periodEnd(at('2028-02-29T00:00:00Z'), 'year', 1))).toBe('2029-02-28T00:00:00.000Z');
    expect(iso(periodEnd(at('2027-11-15T00:00:00Z'), 'month', 3))).toBe('2028-02-15T00:00:00.000Z');
  });

  it('find the end of the period a date falls in', () => {
    const anchor = at('2027-01-31T10:00:00Z');
    expect(iso(nextPeriodEnd(anchor, 'month', at('2027-02-28T10:00:00Z')))).toBe('2027-03-31T10:00:00.000Z');
    expect(iso(nextPeriodEnd(anchor, 'month', anchor))).toBe('2027-02-28T10:00:00.000Z');
  });

  it('prorate an amount by the seconds left of the period', () => {
    expect(prorated(3000, 0, 100, 50)).toBe(1500);
    expect(prorated(3000, 0, 100, 0)).toBe(3000);
    expect(prorated(3000, 0, 100, 150)).toBe(0);
    expect(prorated(1000, 0, 3, 1)).toBe(667);
  });
});
