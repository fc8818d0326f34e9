import { locationSearchKeys } from '@homehaven/domain/search';

/**
 * The search keys a stored listing must carry, derived from its location by the system, never taken
 * from a client (docs/security-rules.md, "Search"): a listing cannot be made to appear in another
 * place's search. A location that is not text gives no keys.
 */
export function derivedLocationKeys(location: unknown): string[] {
  return typeof location === 'string' ? locationSearchKeys(location) : [];
}

/** Whether the stored keys are exactly the derived ones, in order; when they are, nothing is written (so the trigger's own write ends there). */
export function sameKeys(stored: unknown, wanted: readonly string[]): boolean {
  return Array.isArray(stored) && stored.length === wanted.length && stored.every((key, i) => key === wanted[i]);
}
