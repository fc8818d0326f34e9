/**
 * How the product writes amounts, counts and dates for people (US English, dollars): by hand, as
 * Intl writes them in US English (format.test.ts compares them). The first Intl formatter a page
 * builds, or the first `toLocaleString`, loads the browser's locale data: 40-70 ms of one task on this
 * project's 2-core machine, a long task wherever a signed-in screen first showed a count or a date
 * (docs/performance.md "Numbers and dates by hand"). Time zones other than the reader's, and their
 * names, still need Intl (viewing-time.ts), shown only in sections that mount near the viewport.
 */

import { decimalOf, grouped, rounded, signOf } from './decimal';

/**
 * `1,250`, `2.5` or `-1,234.568`: what `value.toLocaleString('en-US')` writes (at most three decimals).
 */
export function formatNumber(value: number): string {
  // Never met: infinities, NaN and numbers too large for fixed notation are left to Intl.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value.toLocaleString('en-US');
  const { whole, fraction } = rounded(decimalOf(Math.abs(value)), 3);
  const kept = fraction.replace(/0+$/, '');
  return `${signOf(value)}${grouped(whole)}${kept === '' ? '' : `.${kept}`}`;
}

/** `$1,250,000`, or `$1,250.50` when there are cents: what Intl.NumberFormat('en-US', USD) writes. */
export function formatPrice(amount: number): string {
  const absolute = Math.abs(amount);
  if (Number.isInteger(absolute)) return `${signOf(amount)}$${grouped(String(absolute))}`;
  const { whole, fraction } = rounded(decimalOf(absolute), 2);
  return `${signOf(amount)}$${grouped(whole)}.${fraction}`;
}

/** The lower and the higher of two prices, whichever order they were entered in. */
export function priceBounds(a: number, b: number): { low: number; high: number } {
  return { low: Math.min(a, b), high: Math.max(a, b) };
}

/** "$420,000 – $465,000" (lower first), or one price when both are equal. */
export function formatPriceRange(a: number, b: number): string {
  const { low, high } = priceBounds(a, b);
  return low === high ? formatPrice(low) : `${formatPrice(low)} – ${formatPrice(high)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Whose calendar a date is read in: the reader's (the browser's zone) or UTC (periods stored by UTC day). */
export type Calendar = 'local' | 'utc';

/** A date's parts in `calendar`, the month as the product writes it. */
export function partsOf(date: Date, calendar: Calendar) {
  const utc = calendar === 'utc';
  return {
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
    month: MONTHS[utc ? date.getUTCMonth() : date.getMonth()] ?? '',
    day: utc ? date.getUTCDate() : date.getDate(),
    hours: utc ? date.getUTCHours() : date.getHours(),
    minutes: utc ? date.getUTCMinutes() : date.getMinutes(),
  };
}

/** `Nov 22, 2026`. */
export function formatDay(date: Date, calendar: Calendar = 'local'): string {
  const { year, month, day } = partsOf(date, calendar);
  return `${month} ${day}, ${year}`;
}
