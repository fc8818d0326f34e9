import { isPosition, roundCoordinate, type Position } from '@homehaven/domain/geo';

/**
 * The listing form's geocoder (docs/listings.md "Map"): one Nominatim-compatible search per press of
 * Find on map (Nominatim's usage policy forbids searching as one types), its best answer only.
 */

/** The search for `query` at a Nominatim-compatible endpoint (whatever query the endpoint already has is kept). */
export function geocoderUrl(endpoint: string, query: string, origin: string): string {
  const url = new URL(endpoint, origin);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  return url.href;
}

/** A Nominatim coordinate: a decimal string ("30.2711286"), or a number from a lenient provider. */
function degrees(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

/**
 * The place a search answered (its first result, rounded as a dragged pin is), or null when it found
 * nothing. Throws on an answer that is not a Nominatim list of places: the search is then unavailable.
 */
export function placeOf(answer: unknown): Position | null {
  if (!Array.isArray(answer)) throw new Error('the geocoder did not answer a list');
  if (answer.length === 0) return null;
  const first: unknown = answer[0];
  const { lat, lon } = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
  const place = { lat: roundCoordinate(degrees(lat)), lng: roundCoordinate(degrees(lon)) };
  if (!isPosition(place)) throw new Error('the geocoder answered a place without a position');
  return place;
}
