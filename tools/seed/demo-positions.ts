import type { Position } from '@homehaven/domain/geo';
import { bearingWithin, fraction, GOLDEN_FRACTION, pointAt, unitHash } from '../geo-stand-in/geometry';
import { cityPlace, neighbourhoodPlace, type Place } from '../geo-stand-in/places';

/**
 * Where the demo listings are on the map, around the places of the geo stand-in (its places.ts is
 * the one source of the cities' coordinates): a listing named after a neighbourhood stands a little
 * off that neighbourhood's centre; the others stand 400 m to 3 km from their city's centre, each of a
 * city at its own distance and bearing, ashore, so no two overlap. The same on every seed.
 */

/** What placing a listing needs: its location ("Austin, Texas") and the neighbourhood its title names, if any. */
export interface PlacedBy {
  location: string;
  neighbourhood?: string;
}

/** From a city's centre: the nearest and farthest a listing stands. */
const CITY_NEAREST_METRES = 400;
const CITY_FARTHEST_METRES = 3000;
/** From a neighbourhood's centre: the nearest and farthest. */
const NEIGHBOURHOOD_NEAREST_METRES = 150;
const NEIGHBOURHOOD_FARTHEST_METRES = 450;
/** A step through the distances that spreads a city's listings between the nearest and the farthest. */
const DISTANCE_STEP = 0.382;

function neighbourhoodOf(listing: PlacedBy): Place | undefined {
  if (listing.neighbourhood === undefined) return undefined;
  const place = neighbourhoodPlace(listing.location, listing.neighbourhood);
  if (!place) throw new Error(`tools/geo-stand-in/places.ts has no neighbourhood "${listing.neighbourhood}" in "${listing.location}"`);
  return place;
}

/** The `nth` listing placed around a place (0 first), between `nearest` and `farthest` metres out. */
function around(place: Place, nth: number, nearest: number, farthest: number): Position {
  const seed = unitHash(`listings/${place.location}/${place.name}`);
  const bearing = bearingWithin(place.land, fraction(seed + nth * GOLDEN_FRACTION));
  return pointAt(place.centre, bearing, nearest + (farthest - nearest) * fraction(seed * 3 + nth * DISTANCE_STEP));
}

/** The listings, each with its position (in the same order). */
export function withPositions<T extends PlacedBy>(listings: readonly T[]): (T & { position: Position })[] {
  const placedAround = new Map<Place, number>();
  return listings.map((listing) => {
    const neighbourhood = neighbourhoodOf(listing);
    const place = neighbourhood ?? cityPlace(listing.location);
    const nth = placedAround.get(place) ?? 0;
    placedAround.set(place, nth + 1);
    const position = neighbourhood ? around(place, nth, NEIGHBOURHOOD_NEAREST_METRES, NEIGHBOURHOOD_FARTHEST_METRES) : around(place, nth, CITY_NEAREST_METRES, CITY_FARTHEST_METRES);
    return { ...listing, position };
  });
}
