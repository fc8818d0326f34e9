import { locationSearchKeys } from '@homehaven/domain/search';

/**
 * The search keys a stored listing must carry, derived from its location by the system, never taken
 * from a client (docs/security-rules.md, "Search"): a listing cannot be made to appear in another
 * place's search. A location that is not text gives no keys.
 */
export function derivedLocationKeys(location: unknown): string[] {
  return typeof location === 'string' ? locationSearchKeys(location) : [];
}
