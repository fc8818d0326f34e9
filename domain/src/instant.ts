import type { InstantValue } from './queries/query-spec';

/**
 * Exact instants as ISO 8601 text, for answers that a Firestore cursor must continue from: the
 * facade's timestamps (docs/facade.md, "Conventions") and the web app's hand-over from a first page
 * fetched over HTTP to a live listener. `Date` keeps milliseconds only, so neither direction goes
 * through it: the text carries every digit Firestore stores.
 */

const SECONDS_PER_DAY = 86_400;
const NANOS_PER_SECOND = 1_000_000_000;
/** Firestore's range of timestamps: 0001-01-01T00:00:00Z up to 9999-12-31T23:59:59.999999999Z. */
const MIN_SECONDS = -62_135_596_800;
const MAX_SECONDS = 253_402_300_799;

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (month 1-12). */
function daysFromCivil(year: number, month: number, day: number): number {
  // Howard Hinnant's days_from_civil: years counted from March, in 400-year eras of 146,097 days.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date (year, month 1-12, day) that many days after 1970-01-01; the inverse of {@link daysFromCivil}. */
function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * The fraction of a second as written: 3 digits when the nanoseconds are whole milliseconds (exactly
 * `Date#toISOString`'s form, so millisecond instants read as they always have), 6 when they are whole
 * microseconds, else 9.
 */
function fractionOf(nanos: number): string {
  if (nanos % 1_000_000 === 0) return pad(nanos / 1_000_000, 3);
  if (nanos % 1_000 === 0) return pad(nanos / 1_000, 6);
  return pad(nanos, 9);
}

/** Whether a Firestore Timestamp (either SDK's) is exactly `instant`, to the nanosecond. */
export function isSameInstant(timestamp: { seconds: number; nanoseconds: number }, instant: InstantValue | null): boolean {
  return instant !== null && timestamp.seconds === instant.$seconds && timestamp.nanoseconds === instant.$nanos;
}

/**
 * An instant as ISO 8601 UTC text, `2026-11-23T21:40:34.123Z`, at its full precision (`.123456Z`,
 * `.123456789Z` when it has more than milliseconds). Any instant of Firestore's range is written,
 * before 1970 included; anything else (seconds out of range, nanoseconds outside 0-999,999,999, not
 * whole numbers) throws a RangeError, as `Date#toISOString` does for an invalid date.
 */
export function instantToIso(instant: InstantValue): string {
  const { $seconds: seconds, $nanos: nanos } = instant;
  if (!Number.isInteger(seconds) || seconds < MIN_SECONDS || seconds > MAX_SECONDS) throw new RangeError(`Invalid instant seconds: ${seconds}`);
  if (!Number.isInteger(nanos) || nanos < 0 || nanos >= NANOS_PER_SECOND) throw new RangeError(`Invalid instant nanoseconds: ${nanos}`);
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  const secondOfDay = seconds - days * SECONDS_PER_DAY;
  const [year, month, day] = civilFromDays(days);
  const time = `${pad(Math.floor(secondOfDay / 3600), 2)}:${pad(Math.floor((secondOfDay % 3600) / 60), 2)}:${pad(secondOfDay % 60, 2)}`;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${time}.${fractionOf(nanos)}Z`;
}

/** `YYYY-MM-DDTHH:MM:SS`, then 0 to 9 fractional digits, then `Z` (no offsets, no lower case). */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?Z$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * The exact instant ISO 8601 UTC text names (as {@link instantToIso} writes it, or with 0 to 9
 * fractional digits), or null when the text is malformed, names no real date or time (February 30th,
 * 24:00, a leap second) or lies before 1970-01-01T00:00:00Z, which the app's cursors never hold.
 * Seconds come from the date and time fields, nanoseconds from the digits: nothing is rounded.
 */
export function instantFromIso(text: string): InstantValue | null {
  const match = ISO_INSTANT.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (year < 1970 || month < 1 || month > 12 || day < 1) return null;
  const monthLength = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (day > monthLength || hour > 23 || minute > 59 || second > 59) return null;
  return {
    $seconds: daysFromCivil(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second,
    $nanos: Number((match[7] ?? '').padEnd(9, '0')),
  };
}
