import { describe, expect, it } from 'vitest';
import { formatDay, formatNumber, formatPrice, priceBounds } from './format';
import { formatCompactPrice } from './format-compact';
import { formatDayTime, formatMonthDay, formatMonthYear, formatTime } from './format-time';

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
    const amounts = [0, 1, 12, 999, 1000, 12_345, 420_000, 999_999.99, 1_250_000, 3_450_000, 99_999_999, 0.5, 7.05, 1234.56, 1_000_000.1, -2500, -0.75, 1.005, 0.125, 2.675, 999.995, -0];
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

describe('formatNumber', () => {
  it('writes exactly what toLocaleString writes in US English', () => {
    const values = [0, -0, 1, 7, 999, 1000, 1850, 12_345, 1_000_000, 2.5, 171.8709, 0.0625, 1.0005, 1234.5678, -2500, -0.0001, 0.9995, 999_999.9999, 123_456_789.123];
    for (let n = 0.001; n < 1e15; n = n * 7 + 0.013) values.push(n, -n, Math.round(n));
    for (const value of values) expect(formatNumber(value), String(value)).toBe(value.toLocaleString('en-US'));
  });
});

describe('formatCompactPrice', () => {
  it('writes exactly what Intl writes for compact US dollars', () => {
    const amounts = [
      0, -0, 0.4, 5, 12.5, 999, 999.94, 999.96, 1050, 1_050_000, 1_005_000, 1000, 1250, 45_000, 450_000, 999_949, 999_950, 999_999, 1_000_000, 1_250_000, 12_345_678, 999_950_000, 2e9, 3.5e12,
      -1_250_000, -500,
    ];
    for (let n = 1; n < 1e13; n = n * 3 + 11) amounts.push(n);
    for (const digits of [1, 2]) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: digits });
      for (const amount of amounts) expect(formatCompactPrice(amount, digits), `${amount} (${digits})`).toBe(intl.format(amount));
    }
  });
});

describe('dates and times', () => {
  // Every hour of a year and a few odd minutes: midnight, noon, the months' ends, DST changes.
  const instants: Date[] = [];
  for (let hour = 0; hour < 366 * 24; hour += 7) instants.push(new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + ((hour * 13) % 60) * 60_000));
  instants.push(new Date(Date.UTC(2026, 10, 22, 12)), new Date(Date.UTC(1999, 11, 31, 23, 59)), new Date(Date.UTC(2030, 5, 1, 0, 0)));

  it('writes a short US date', () => {
    expect(formatDay(new Date(Date.UTC(2026, 10, 22, 12)))).toBe('Nov 22, 2026');
  });

  it('writes exactly what Intl writes, in the reader’s zone and in UTC', () => {
    for (const timeZone of [undefined, 'UTC'] as const) {
      const calendar = timeZone === 'UTC' ? 'utc' : 'local';
      const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone });
      const day = intl({ year: 'numeric', month: 'short', day: 'numeric' });
      const monthDay = intl({ month: 'short', day: 'numeric' });
      const monthYear = intl({ month: 'short', year: 'numeric' });
      const time = intl({ hour: 'numeric', minute: '2-digit' });
      const dayTime = intl({ dateStyle: 'medium', timeStyle: 'short' });
      for (const instant of instants) {
        const at = `${instant.toISOString()} ${calendar}`;
        expect(formatDay(instant, calendar), at).toBe(day.format(instant));
        expect(formatMonthDay(instant, calendar), at).toBe(monthDay.format(instant));
        expect(formatMonthYear(instant, calendar), at).toBe(monthYear.format(instant));
        expect(formatTime(instant, calendar), at).toBe(time.format(instant));
        expect(formatDayTime(instant, calendar), at).toBe(dayTime.format(instant));
      }
    }
  });
});
