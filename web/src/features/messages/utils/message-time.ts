import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import { formatDayTime, formatMonthDay, formatTime } from '@homehaven/domain/format-time';
import { instantToDate } from '../../../lib/firebase/documents';

/** Short time of a message: `3:05 PM` today, `Nov 21` before (as inboxes show it). */
export function shortTime(instant: InstantValue, now: Date = new Date()): string {
  const date = instantToDate(instant);
  return date.toDateString() === now.toDateString() ? formatTime(date) : formatMonthDay(date);
}

/** Full date and time, for the `dateTime` title and screen readers: `Nov 21, 2026, 3:05 PM`. */
export function fullTime(instant: InstantValue): string {
  return formatDayTime(instantToDate(instant));
}

/** ISO 8601, for a `<time dateTime>`. */
export function isoTime(instant: InstantValue): string {
  return instantToDate(instant).toISOString();
}
