/** How the product writes amounts and dates for people (US English, dollars). */

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `$1,250,000`, or `$1,250.50` when there are cents. */
export function formatPrice(amount: number): string {
  return (Number.isInteger(amount) ? WHOLE_DOLLARS : WITH_CENTS).format(amount);
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

const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** `Nov 22, 2026`. */
export function formatDay(date: Date): string {
  return DAY.format(date);
}
