import { describe, expect, it } from 'vitest';
import { OverpassQueryError, parseOverpassQuery, queryText } from './overpass-query';

/** The query the schools function sends (functions/src/neighbourhood). */
const SCHOOLS_QUERY = '[out:json][timeout:10];nwr["amenity"~"^(kindergarten|school|college|university)$"](around:2000,30.2672,-97.7431);out center 40;';

describe('parseOverpassQuery', () => {
  it("reads the schools query: around's radius and centre, the amenities, every element type, out's count", () => {
    const query = parseOverpassQuery(SCHOOLS_QUERY);
    expect(query.centre).toEqual({ lat: 30.2672, lng: -97.7431 });
    expect(query.radius).toBe(2000);
    expect(['kindergarten', 'school', 'college', 'university'].every(query.amenity)).toBe(true);
    expect(query.amenity('hospital')).toBe(false);
    // The regular expression is anchored: no partial match.
    expect(query.amenity('schoolyard')).toBe(false);
    expect([...query.types].sort()).toEqual(['node', 'relation', 'way']);
    // `[timeout:10]` is a setting, not out's count.
    expect(query.limit).toBe(40);
  });

  it('reads a union of typed statements with exact, bare and case-insensitive values, spaces and no count', () => {
    const query = parseOverpassQuery('[out:json];( node[amenity="school"]( around: 500 , -33.5 , 151.25 ); way[amenity=college]; rel["amenity"~"UNIVERSITY",i]; );out center;');
    expect(query.centre).toEqual({ lat: -33.5, lng: 151.25 });
    expect(query.radius).toBe(500);
    expect(query.amenity('school') && query.amenity('college') && query.amenity('university')).toBe(true);
    expect(query.amenity('kindergarten')).toBe(false);
    expect([...query.types].sort()).toEqual(['node', 'relation', 'way']);
    expect(query.limit).toBeUndefined();
  });

  it('asks only for the types named, and for every amenity when none is filtered', () => {
    const query = parseOverpassQuery('node(around:100,1,2);out;');
    expect([...query.types]).toEqual(['node']);
    expect(query.amenity('anything')).toBe(true);
  });

  it('refuses a query without around, with coordinates off the globe, or with a broken regular expression', () => {
    expect(() => parseOverpassQuery('[out:json];nwr["amenity"="school"];out;')).toThrow(OverpassQueryError);
    expect(() => parseOverpassQuery('nwr(around:100,91,0);out;')).toThrow(OverpassQueryError);
    expect(() => parseOverpassQuery('nwr["amenity"~"("](around:100,1,2);out;')).toThrow(OverpassQueryError);
  });
});

describe('queryText', () => {
  it("takes a form body's data, a raw body, or the URL's data", () => {
    expect(queryText(`data=${encodeURIComponent(SCHOOLS_QUERY)}`, new URLSearchParams())).toBe(SCHOOLS_QUERY);
    expect(queryText(SCHOOLS_QUERY, new URLSearchParams())).toBe(SCHOOLS_QUERY);
    expect(queryText('', new URLSearchParams({ data: SCHOOLS_QUERY }))).toBe(SCHOOLS_QUERY);
  });
});
