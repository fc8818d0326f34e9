import { samePosition, type Position } from '@homehaven/domain/geo';
import type { School, SchoolsDoc } from '@homehaven/domain/neighbourhood';

/**
 * What the schools section shows once the schools document has been read:
 * - `pending`: the function has not answered for this position yet (no document, or one fetched for
 *   where the listing was before it moved);
 * - `unavailable`: the data service failed for this position;
 * - `ready`: the schools within the radius, nearest first (maybe none).
 */
export type NearbySchools = { readonly status: 'pending' } | { readonly status: 'unavailable' } | { readonly status: 'ready'; readonly schools: readonly School[] };

/** The section's state from the listing's position and its schools document (`null`: none yet). */
export function nearbySchools(doc: SchoolsDoc | null, listingPosition: Position): NearbySchools {
  if (doc === null || !samePosition(doc.position, listingPosition)) return { status: 'pending' };
  if (doc.status === 'unavailable') return { status: 'unavailable' };
  // The function stores them nearest first; sorted again so the list never depends on it.
  return { status: 'ready', schools: [...doc.schools].sort((a, b) => a.distance - b.distance) };
}
