/** How the product writes amounts and dates for people (US English, dollars). */

/** Thousands separated by commas: `1250000` as `1,250,000`. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `$1,250,000`, or `$1,250.50` when there are cents: what Intl.NumberFormat('en-US', USD) writes
 * (format.test.ts compares them), without building a formatter. Every price card formats two amounts,
 * and a formatter's first construction costs a phone tens of milliseconds while the page starts.
 */
export function formatPrice(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  if (Number.isInteger(absolute)) return `${sign}$${grouped(String(absolute))}`;
  const [whole = '0', cents = '00'] = absolute.toFixed(2).split('.');
  return `${sign}$${grouped(whole)}.${cents}`;
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

/** Built on first use: constructing a formatter is costly, and only some pages show dates. */
let day: Intl.DateTimeFormat | undefined;

/** `Nov 22, 2026`. */
export function formatDay(date: Date): string {
  day ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  return day.format(date);
}
