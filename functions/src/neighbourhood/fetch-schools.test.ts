import { describe, expect, it } from 'vitest';
import { SCHOOLS_MAX } from '@homehaven/domain/neighbourhood';
import { schoolsOf, schoolsQuery } from './fetch-schools';

const HOME = { lat: 30.2672, lng: -97.7431 };
/** A point `metres` north of HOME (a degree of latitude is about 111.2 km). */
const north = (metres: number) => ({ lat: HOME.lat + metres / 111_195, lon: HOME.lng });

describe('schoolsQuery', () => {
  it('asks for every kind of school around the position, ways and relations by their centre', () => {
    expect(schoolsQuery(HOME, 1500)).toBe('[out:json][timeout:10];nwr["amenity"~"^(kindergarten|school|college|university)$"](around:1500,30.2672,-97.7431);out center 100;');
  });
});

describe('schoolsOf', () => {
  it('keeps schools within the radius, nearest first, with their kind and distance; a way by its centre; an unnamed one by its kind', () => {
    const answer = {
      elements: [
        { type: 'node', id: 1, ...north(900), tags: { amenity: 'school', name: 'Lincoln Elementary School' } },
        { type: 'way', id: 2, center: north(300), tags: { amenity: 'kindergarten' } },
        { type: 'node', id: 3, ...north(2500), tags: { amenity: 'university', name: 'Too Far University' } },
        { type: 'node', id: 4, ...north(100), tags: { amenity: 'library', name: 'Not a school' } },
        { type: 'node', id: 5, tags: { amenity: 'school', name: 'Nowhere School' } },
      ],
    };
    expect(schoolsOf(answer, HOME, 2000)).toEqual([
      { name: 'Unnamed kindergarten', kind: 'kindergarten', position: { lat: north(300).lat, lng: HOME.lng }, distance: 300 },
      { name: 'Lincoln Elementary School', kind: 'school', position: { lat: north(900).lat, lng: HOME.lng }, distance: 900 },
    ]);
  });

  it('lists a school mapped twice (a node and its building) once, and at most SCHOOLS_MAX', () => {
    const twice = [
      { type: 'node', id: 1, ...north(500), tags: { amenity: 'school', name: 'Carver High School' } },
      { type: 'way', id: 2, center: north(520), tags: { amenity: 'school', name: 'Carver High School' } },
    ];
    expect(schoolsOf({ elements: twice }, HOME).map((school) => school.distance)).toEqual([500]);
    const many = Array.from({ length: SCHOOLS_MAX + 5 }, (_, i) => ({ type: 'node', id: i, ...north(100 + i * 10), tags: { amenity: 'school', name: `School ${i}` } }));
    expect(schoolsOf({ elements: many }, HOME)).toHaveLength(SCHOOLS_MAX);
  });

  it('throws on an answer without elements (an error page, a remark), so the listing says unavailable rather than none', () => {
    expect(() => schoolsOf({ remark: 'runtime error: Query timed out' }, HOME)).toThrow('without elements');
    expect(() => schoolsOf(null, HOME)).toThrow();
  });
});
