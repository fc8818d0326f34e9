import { describe, expect, it } from 'vitest';
import { priceHistoryEntry, pricePoints, pricesChanged, pricesOf } from './price-history';
import { priceHistoryPath, priceHistoryQuery } from './queries/price-history';

const prices = (MinimumPrice: number, MaximumPrice: number) => ({ MinimumPrice, MaximumPrice });
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('what counts as a price change', () => {
  it('reads both prices only when both are numbers', () => {
    expect(pricesOf({ MinimumPrice: 1, MaximumPrice: 2, title: 'x' })).toEqual(prices(1, 2));
    expect(pricesOf({ MinimumPrice: '1', MaximumPrice: 2 })).toBeNull();
    expect(pricesOf({ MinimumPrice: 1 })).toBeNull();
    expect(pricesOf(undefined)).toBeNull();
  });

  it('is a change of either price, not an edit that leaves both', () => {
    expect(pricesChanged(prices(1, 2), prices(1, 2))).toBe(false);
    expect(pricesChanged(prices(1, 2), prices(1, 3))).toBe(true);
    expect(pricesChanged(prices(1, 2), prices(0, 2))).toBe(true);
    // Swapped fields are a change of what was stored (the range reads the same, the record says what happened).
    expect(pricesChanged(prices(1, 2), prices(2, 1))).toBe(true);
  });

  it('records the new prices, the previous ones and the time', () => {
    expect(priceHistoryEntry(prices(1, 2), prices(3, 4), 'then')).toEqual({
      MinimumPrice: 3,
      MaximumPrice: 4,
      previousMinimumPrice: 1,
      previousMaximumPrice: 2,
      changedAt: 'then',
    });
  });
});

describe('the chart’s points', () => {
  const entries = [
    { ...prices(300, 350), previous: prices(320, 360), at: day(20) },
    { ...prices(320, 360), previous: prices(400, 380), at: day(10) },
  ];

  it('go oldest first, each the lower and higher price, from the listing day to today for the whole history', () => {
    expect(pricePoints(entries, { listedAt: day(1), until: day(30) })).toEqual([
      { at: day(1), low: 380, high: 400 },
      { at: day(10), low: 320, high: 360 },
      { at: day(20), low: 300, high: 350 },
      { at: day(30), low: 300, high: 350 },
    ]);
  });

  it('start at the oldest change shown when earlier ones are not loaded, and need no end point', () => {
    expect(pricePoints(entries)).toEqual([
      { at: day(10), low: 320, high: 360 },
      { at: day(20), low: 300, high: 350 },
    ]);
  });

  it('are none for a listing never changed', () => {
    expect(pricePoints([], { listedAt: day(1), until: day(30) })).toEqual([]);
  });
});

describe('the price history query', () => {
  it('reads the listing’s subcollection newest first, bounded', () => {
    expect(priceHistoryPath('abc')).toBe('properties/abc/priceHistory');
    expect(priceHistoryQuery('abc', 11)).toEqual({ collection: 'properties/abc/priceHistory', spec: { orderBy: [['changedAt', 'desc']], limit: 11 } });
  });
});
