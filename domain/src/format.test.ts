import { describe, expect, it } from 'vitest';
import { formatDay, formatPrice, priceBounds } from './format';

describe('formatPrice', () => {
  it('writes dollars with thousands separators and no cents for whole amounts', () => {
    expect(formatPrice(1_250_000)).toBe('$1,250,000');
    expect(formatPrice(0)).toBe('$0');
  });
  it('keeps cents when there are some', () => {
    expect(formatPrice(1250.5)).toBe('$1,250.50');
  });
});

describe('priceBounds', () => {
  it('orders two prices whichever way they were entered', () => {
    expect(priceBounds(5, 3)).toEqual({ low: 3, high: 5 });
    expect(priceBounds(3, 5)).toEqual({ low: 3, high: 5 });
  });
});

describe('formatDay', () => {
  it('writes a short US date', () => {
    expect(formatDay(new Date(Date.UTC(2026, 10, 22, 12)))).toBe('Nov 22, 2026');
  });
});
