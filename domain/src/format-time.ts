import { formatDay, partsOf, type Calendar } from './format';

// Days without a year and times of day, apart from format.ts: only signed-in screens write them (messages,
// charts, refunds), and format.ts comes with every public page.

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
