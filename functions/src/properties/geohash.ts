import { FieldValue } from 'firebase-admin/firestore';
import { geohashOf, isPosition } from '@homehaven/domain/geo';
import type { Derivation } from '../search/sync-derived-keys';

/**
 * A listing's geohash, derived from its position for the map's range queries (docs/listings.md
 * "Map"): the position's geohash, or no field at all when the listing has no (valid) position, so a
 * removed pin also takes the listing off the map.
 */
export const GEOHASH_DERIVATION: Derivation = {
  field: 'geohash',
  change(snapshot) {
    const position: unknown = snapshot.get('position');
    const wanted = isPosition(position) ? geohashOf(position) : undefined;
    const stored: unknown = snapshot.get('geohash');
    if (stored === wanted) return null;
    return { value: wanted ?? FieldValue.delete() };
  },
};
