import { Timestamp } from 'firebase/firestore';

/**
 * A stored value as plain data a worker can post (structured clone): timestamps as
 * `{seconds, nanoseconds}`, what documents.ts reads. For the workers only: it imports the SDK.
 */
export function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return { seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  return value;
}
