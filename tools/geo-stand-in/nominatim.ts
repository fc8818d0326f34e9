import type { Place, PlaceKind } from './places';

/** Nominatim's formats the stand-in answers (`json` names the category `class`; `jsonv2` adds rank and address type). */
export type NominatimFormat = 'json' | 'jsonv2';

/** Nominatim's default and greatest `limit`. */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 40;

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** Nominatim's category and rank of each kind of place. */
const CLASSES: Readonly<Record<PlaceKind, { category: string; rank: number }>> = {
  city: { category: 'place', rank: 16 },
  town: { category: 'place', rank: 18 },
  neighbourhood: { category: 'place', rank: 22 },
  peninsula: { category: 'natural', rank: 18 },
  water: { category: 'natural', rank: 20 },
};

/** Coordinates as Nominatim writes them: text, 7 decimals. */
const coordinate = (degrees: number): string => degrees.toFixed(7);

/** A place as one item of Nominatim's JSON answer. */
export function nominatimItem(place: Place, format: NominatimFormat): Record<string, unknown> {
  const { category, rank } = CLASSES[place.kind];
  const parts = place.kind === 'neighbourhood' ? [place.name, place.city] : [place.name];
  const box = place.boundingBox;
  return {
    place_id: place.placeId,
    licence: LICENCE,
    osm_type: place.kind === 'neighbourhood' ? 'node' : 'relation',
    osm_id: place.placeId * 7,
    lat: coordinate(place.centre.lat),
    lon: coordinate(place.centre.lng),
    ...(format === 'jsonv2' ? { category, type: place.kind, place_rank: rank, addresstype: place.kind } : { class: category, type: place.kind }),
    importance: place.importance,
    name: place.name,
    display_name: [...parts, place.state, 'United States'].join(', '),
    boundingbox: [box.south, box.north, box.west, box.east].map(coordinate),
  };
}

/** `format` of a request: Nominatim's JSON formats, jsonv2 when none is asked; undefined for any other. */
export function formatOf(value: string | null): NominatimFormat | undefined {
  if (value === null || value === 'jsonv2') return 'jsonv2';
  return value === 'json' ? 'json' : undefined;
}

/** `limit` of a request: Nominatim's default when absent or not a number, at most its maximum. */
export function limitOf(value: string | null): number {
  const limit = Number.parseInt(value ?? '', 10);
  return Number.isFinite(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT;
}
