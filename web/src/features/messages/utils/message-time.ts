import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import { instantToDate } from '../../../lib/firebase/documents';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const FULL = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Short time of a message: `3:05 PM` today, `Nov 21` before (as inboxes show it). */
export function shortTime(instant: InstantValue, now: Date = new Date()): string {
  const date = instantToDate(instant);
  return date.toDateString() === now.toDateString() ? TIME.format(date) : DAY.format(date);
}

/** Full date and time, for the `dateTime` title and screen readers: `Nov 21, 2026, 3:05 PM`. */
export function fullTime(instant: InstantValue): string {
  return FULL.format(instantToDate(instant));
}

/** ISO 8601, for a `<time dateTime>`. */
export function isoTime(instant: InstantValue): string {
  return instantToDate(instant).toISOString();
}
