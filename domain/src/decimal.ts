// Decimal digits as Intl reads and rounds them, for the formats that write numbers by hand (format.ts).

/** Thousands separated by commas: `1250000` as `1,250,000`. */
export function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A non-negative number's decimal digits, before and after the point. */
export interface Decimal {
  readonly whole: string;
  readonly fraction: string;
}

/**
 * `absolute` (under 1e21) in the shortest decimal digits that read back as it, as `String` writes
 * them: what Intl rounds (1.0005 to three places is 1.001, though the double is a little under).
 */
export function decimalOf(absolute: number): Decimal {
  const [mantissa = '0', exponent] = String(absolute).split('e-');
  if (exponent !== undefined) return { whole: '0', fraction: `${'0'.repeat(Number(exponent) - 1)}${mantissa.replace('.', '')}` };
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { whole, fraction };
}

/** The decimal divided by 10 to the `places`: the point moved left, exactly. */
export function shiftedLeft({ whole, fraction }: Decimal, places: number): Decimal {
  if (places === 0) return { whole, fraction };
  const padded = whole.padStart(places + 1, '0');
  return { whole: padded.slice(0, -places).replace(/^0+(?=\d)/, ''), fraction: `${padded.slice(-places)}${fraction}` };
}

/** A string of digits plus one. */
function incremented(digits: string): string {
  const end = digits.search(/9*$/);
  if (end === 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, end - 1)}${Number(digits[end - 1]) + 1}${'0'.repeat(digits.length - end)}`;
}

/** Rounded half away from zero to exactly `places` fraction digits. */
export function rounded({ whole, fraction }: Decimal, places: number): Decimal {
  if (fraction.length <= places) return { whole, fraction: fraction.padEnd(places, '0') };
  const kept = `${whole}${fraction.slice(0, places)}`;
  const digits = (fraction[places] ?? '0') >= '5' ? incremented(kept) : kept;
  return { whole: digits.slice(0, digits.length - places) || '0', fraction: digits.slice(digits.length - places) };
}

/** The minus sign Intl writes: for negative numbers, and for -0. */
export const signOf = (value: number): string => (value < 0 || Object.is(value, -0) ? '-' : '');
