import { BELL_COUNT_LIMIT } from '@homehaven/domain/queries/alerts';

/** What the bell's badge says: nothing at 0, the count, or "9+" once the count reaches its limit. */
export function bellBadge(count: number): string | null {
  if (count <= 0) return null;
  return count >= BELL_COUNT_LIMIT ? `${BELL_COUNT_LIMIT - 1}+` : String(count);
}
