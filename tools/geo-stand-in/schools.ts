import { distanceInMetres, type Position } from '@homehaven/domain/geo';
import type { SchoolKind } from '@homehaven/domain/neighbourhood';
import { bearingWithin, fraction, GOLDEN_FRACTION, pointAt, unitHash } from './geometry';
import type { OverpassQuery } from './overpass-query';
import { PLACES, type Place } from './places';

/**
 * The stand-in's schools: a handful around every place of places.ts, made up but real-sounding, at
 * fixed distances and bearings (ashore), so every run answers the same. Each city has a kindergarten
 * without a name and two schools mapped as buildings (ways, which Overpass answers with a `center`),
 * so the functions' parsing of both shapes and of an unnamed element is exercised.
 */

export interface StandInSchool {
  /** The OSM element id (unique per type; fixed). */
  id: number;
  type: 'node' | 'way';
  amenity: SchoolKind;
  /** Absent: a school mapped without a name, as OpenStreetMap has some. */
  name?: string;
  position: Position;
}

/** Words schools are named after. */
const PATRONS = ['Lincoln', 'Jefferson', 'Roosevelt', 'Franklin', 'Madison', 'Hamilton', 'Carver', 'Douglass', 'Whitman', 'Emerson', 'Audubon', 'Edison', 'Garfield', 'Monroe', 'Tubman', 'Earhart'];
const TREES = ['Maple', 'Oak', 'Cedar', 'Willow', 'Birch', 'Pine', 'Elm', 'Magnolia', 'Sycamore', 'Hawthorn'];

/** What a school of a pattern is called, from its place and a number fixed by the place. */
type Naming = (place: Place, pick: (words: readonly string[], offset: number) => string) => string | undefined;

interface SchoolPattern {
  amenity: SchoolKind;
  type: StandInSchool['type'];
  /** From the place's centre. */
  metres: number;
  name: Naming;
}

/** Around a city's centre: 350 m to 3 km out; five of the seven within 2 km (one of them unnamed). */
const CITY_SCHOOLS: readonly SchoolPattern[] = [
  { amenity: 'kindergarten', type: 'node', metres: 350, name: (_, pick) => `Little ${pick(TREES, 0)} Kindergarten` },
  { amenity: 'school', type: 'node', metres: 700, name: (_, pick) => `${pick(PATRONS, 0)} Elementary School` },
  { amenity: 'school', type: 'way', metres: 1200, name: (_, pick) => `${pick(PATRONS, 5)} Middle School` },
  { amenity: 'kindergarten', type: 'node', metres: 1500, name: () => undefined },
  { amenity: 'school', type: 'node', metres: 1800, name: (place) => `${place.name} High School` },
  { amenity: 'college', type: 'way', metres: 2400, name: (place) => `${place.name} Community College` },
  { amenity: 'university', type: 'node', metres: 3000, name: (place) => `University of ${place.name}` },
];

/** Around a neighbourhood's centre: 300 m to 2.6 km out. */
const NEIGHBOURHOOD_SCHOOLS: readonly SchoolPattern[] = [
  { amenity: 'kindergarten', type: 'node', metres: 300, name: (_, pick) => `${pick(TREES, 3)} Street Kindergarten` },
  { amenity: 'school', type: 'node', metres: 650, name: (place) => `${place.name} Elementary School` },
  { amenity: 'school', type: 'way', metres: 1100, name: (_, pick) => `${pick(PATRONS, 9)} Academy` },
  { amenity: 'college', type: 'node', metres: 2600, name: (_, pick) => `${pick(PATRONS, 12)} College` },
];

function schoolsAroundPlace(place: Place): StandInSchool[] {
  const seed = unitHash(`${place.location}/${place.name}`);
  const pick = (words: readonly string[], offset: number): string => words[(Math.floor(seed * words.length) + offset) % words.length] as string;
  const patterns = place.kind === 'neighbourhood' ? NEIGHBOURHOOD_SCHOOLS : CITY_SCHOOLS;
  return patterns.map((pattern, i) => {
    const name = pattern.name(place, pick);
    return {
      id: place.placeId * 100 + i,
      type: pattern.type,
      amenity: pattern.amenity,
      ...(name === undefined ? {} : { name }),
      position: pointAt(place.centre, bearingWithin(place.land, fraction(seed + i * GOLDEN_FRACTION)), pattern.metres),
    };
  });
}

/** Every school of the data set. */
export const SCHOOLS: readonly StandInSchool[] = PLACES.flatMap(schoolsAroundPlace);

/** The schools a query asks for: its types and amenities within its radius, nodes then ways by id (as Overpass sorts), at most its limit. */
export function schoolsFor(query: OverpassQuery, schools: readonly StandInSchool[] = SCHOOLS): StandInSchool[] {
  const found = schools
    .filter((school) => query.types.has(school.type) && query.amenity(school.amenity) && distanceInMetres(query.centre, school.position) <= query.radius)
    .sort((a, b) => (a.type === b.type ? a.id - b.id : a.type === 'node' ? -1 : 1));
  return query.limit === undefined ? found : found.slice(0, query.limit);
}
