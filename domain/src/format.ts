/**
 * How the product writes amounts, counts and dates for people (US English, dollars): by hand, as
 * Intl writes them in US English (format.test.ts compares them). The first Intl formatter a page
 * builds, or the first `toLocaleString`, loads the browser's locale data: 40-70 ms of one task on this
 * project's 2-core machine, a long task wherever a signed-in screen first showed a count or a date
 * (docs/performance.md "Numbers and dates by hand"). Time zones other than the reader's, and their
 * names, still need Intl (viewing-time.ts), shown only in sections that mount near the viewport.
 */

/** Thousands separated by commas: `1250000` as `1,250,000`. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A non-negative number's decimal digits, before and after the point. */
interface Decimal {
  readonly whole: string;
  readonly fraction: string;
}

/**
 * `absolute` (under 1e21) in the shortest decimal digits that read back as it, as `String` writes
 * them: what Intl rounds (1.0005 to three places is 1.001, though the double is a little under).
 */
function decimalOf(absolute: number): Decimal {
  const [mantissa = '0', exponent] = String(absolute).split('e-');
  if (exponent !== undefined) return { whole: '0', fraction: `${'0'.repeat(Number(exponent) - 1)}${mantissa.replace('.', '')}` };
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { whole, fraction };
}

/** The decimal divided by 10 to the `places`: the point moved left, exactly. */
function shiftedLeft({ whole, fraction }: Decimal, places: number): Decimal {
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
function rounded({ whole, fraction }: Decimal, places: number): Decimal {
  if (fraction.length <= places) return { whole, fraction: fraction.padEnd(places, '0') };
  const kept = `${whole}${fraction.slice(0, places)}`;
  const digits = (fraction[places] ?? '0') >= '5' ? incremented(kept) : kept;
  return { whole: digits.slice(0, digits.length - places) || '0', fraction: digits.slice(digits.length - places) };
}

/** The minus sign Intl writes: for negative numbers, and for -0. */
const signOf = (value: number): string => (value < 0 || Object.is(value, -0) ? '-' : '');

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

function partsOf(date: Date, calendar: Calendar) {
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

/** `Nov 22`. */
export function formatMonthDay(date: Date, calendar: Calendar = 'local'): string {
  const { month, day } = partsOf(date, calendar);
  return `${month} ${day}`;
}

/** `Nov 2026`. */
export function formatMonthYear(date: Date, calendar: Calendar = 'local'): string {
  const { year, month } = partsOf(date, calendar);
  return `${month} ${year}`;
}

/** `3:05 PM`. */
export function formatTime(date: Date, calendar: Calendar = 'local'): string {
  const { hours, minutes } = partsOf(date, calendar);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `Nov 22, 2026, 3:05 PM`: Intl's medium date with its short time. */
export function formatDayTime(date: Date, calendar: Calendar = 'local'): string {
  return `${formatDay(date, calendar)}, ${formatTime(date, calendar)}`;
}
