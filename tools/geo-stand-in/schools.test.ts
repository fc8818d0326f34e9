import { describe, expect, it } from 'vitest';
import { distanceInMetres } from '@homehaven/domain/geo';
import { SCHOOLS_RADIUS_METRES } from '@homehaven/domain/neighbourhood';
import { overpassAnswer } from './overpass';
import { parseOverpassQuery } from './overpass-query';
import { CITY_PLACES, cityPlace } from './places';
import { SCHOOLS, schoolsFor } from './schools';

const query = (radius: number, lat: number, lng: number, rest = 'out center 40;'): string =>
  `[out:json][timeout:10];nwr["amenity"~"^(kindergarten|school|college|university)$"](around:${radius},${lat},${lng});${rest}`;

describe('schoolsFor', () => {
  const austin = cityPlace('Austin, Texas').centre;

  it('answers the schools within the radius only, each closer than it', () => {
    const near = schoolsFor(parseOverpassQuery(query(SCHOOLS_RADIUS_METRES, austin.lat, austin.lng)));
    expect(near.length).toBeGreaterThanOrEqual(5);
    expect(near.every((school) => distanceInMetres(austin, school.position) <= SCHOOLS_RADIUS_METRES)).toBe(true);
    const within = SCHOOLS.filter((school) => distanceInMetres(austin, school.position) <= SCHOOLS_RADIUS_METRES);
    expect(near.map((s) => s.id).sort()).toEqual(within.map((s) => s.id).sort());
    // The city's university, 3 km out, is found by a wider search only.
    expect(near.some((s) => s.amenity === 'university')).toBe(false);
    expect(schoolsFor(parseOverpassQuery(query(3500, austin.lat, austin.lng))).some((s) => s.amenity === 'university')).toBe(true);
  });

  it("gives every city, within the schools' radius, nodes and a way, named schools and an unnamed one", () => {
    for (const place of CITY_PLACES) {
      const near = schoolsFor(parseOverpassQuery(query(SCHOOLS_RADIUS_METRES, place.centre.lat, place.centre.lng)));
      expect(new Set(near.map((s) => s.type)), place.location).toEqual(new Set(['node', 'way']));
      expect(
        near.some((s) => s.name === undefined),
        place.location,
      ).toBe(true);
      expect(near.filter((s) => s.name !== undefined).length, place.location).toBeGreaterThanOrEqual(4);
    }
  });

  it("honours the query's types, amenities and count, nodes first", () => {
    const ways = schoolsFor(parseOverpassQuery(`way["amenity"="school"](around:3500,${austin.lat},${austin.lng});out center;`));
    expect(ways.length).toBeGreaterThan(0);
    expect(ways.every((s) => s.type === 'way' && s.amenity === 'school')).toBe(true);
    const two = schoolsFor(parseOverpassQuery(query(3500, austin.lat, austin.lng, 'out center 2;')));
    expect(two).toHaveLength(2);
    expect(two.every((s) => s.type === 'node')).toBe(true);
  });

  it('finds nothing far from every place', () => {
    expect(schoolsFor(parseOverpassQuery(query(SCHOOLS_RADIUS_METRES, 10, 10)))).toEqual([]);
  });

  it("answers ways with a center and nodes with lat and lon, as Overpass's `out center`", () => {
    const near = schoolsFor(parseOverpassQuery(query(SCHOOLS_RADIUS_METRES, austin.lat, austin.lng)));
    const { elements } = overpassAnswer(near) as { elements: Record<string, unknown>[] };
    const way = elements.find((e) => e.type === 'way');
    expect(way).toMatchObject({ center: { lat: expect.any(Number), lon: expect.any(Number) }, tags: { amenity: 'school' } });
    expect(way).not.toHaveProperty('lat');
    expect(elements.find((e) => e.type === 'node')).toMatchObject({ lat: expect.any(Number), lon: expect.any(Number) });
  });

  it('has one id per element type', () => {
    const keys = SCHOOLS.map((s) => `${s.type}/${s.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
