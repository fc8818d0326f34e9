/** Units of a compact price, largest first. */
const UNITS = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;

/**
 * A price in three significant figures at most, for a map marker: `$420K`, `$1.25M`, `$950`
 * (formatPrice writes the full amount elsewhere). An amount that rounds up to the next unit takes it:
 * 999,600 is `$1M`, not `$1000K`.
 */
export function compactPrice(amount: number): string {
  for (const [size, suffix] of UNITS) {
    const scaled = Number((amount / size).toPrecision(3));
    if (scaled >= 1) return `$${scaled}${suffix}`;
  }
  return `$${Math.round(amount)}`;
}
