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
  it('writes exactly what Intl.NumberFormat writes for US dollars', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 1, 12, 999, 1000, 12_345, 420_000, 999_999.99, 1_250_000, 3_450_000, 99_999_999, 0.5, 7.05, 1234.56, 1_000_000.1, -2500, -0.75];
    for (let n = 1; n < 10_000_000; n = n * 3 + 7) amounts.push(n, n + 0.25);
    for (const amount of amounts) expect(formatPrice(amount), String(amount)).toBe((Number.isInteger(amount) ? whole : cents).format(amount));
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
