import { decimalOf, grouped, rounded, shiftedLeft, signOf } from './decimal';

// Compact amounts for chart axes, apart from format.ts: only the dashboard's and the price history's
// charts write them, and format.ts comes with every public page.

const SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/**
 * `$1.3M`, `$450.0K` or `$999.0`: a dollar amount in compact notation with exactly `places` decimals,
 * as Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact',
 * maximumFractionDigits: places }) writes it (chart axes; a currency's two decimals, capped, are also
 * its minimum).
 */
export function formatCompactPrice(amount: number, places: number): string {
  const absolute = Math.abs(amount);
  let power = 0;
  while (power < SUFFIXES.length - 1 && absolute >= 1000 ** (power + 1)) power += 1;
  let shown = rounded(shiftedLeft(decimalOf(absolute), 3 * power), places);
  // 999,960 rounds to 1000.0K, which Intl writes in the next unit: $1.0M.
  if (shown.whole.length > 3 && power < SUFFIXES.length - 1) {
    power += 1;
    shown = rounded(shiftedLeft(decimalOf(absolute), 3 * power), places);
  }
  return `${signOf(amount)}$${grouped(shown.whole)}${places > 0 ? `.${shown.fraction}` : ''}${SUFFIXES[power]}`;
}
