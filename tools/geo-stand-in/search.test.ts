import { describe, expect, it } from 'vitest';
import { formatOf, limitOf, nominatimItem } from './nominatim';
import { PLACES, cityPlace } from './places';
import { searchPlaces, wordsOf } from './search';

const found = (query: string): string[] => searchPlaces(PLACES, query).map((place) => (place.kind === 'neighbourhood' ? `${place.name}, ${place.city}` : place.name));

describe('searchPlaces', () => {
  it('finds a city by its name in any case, before its neighbourhoods', () => {
    expect(found('AUSTIN')).toEqual(['Austin', 'Hyde Park, Austin', 'Lakeway, Austin', 'Travis Heights, Austin']);
  });

  it('ranks whole words before word starts, and a full name before a partly named one', () => {
    expect(found('new').slice(0, 5)).toEqual(['New York', 'New Orleans', 'New Haven', 'Newark', 'Newport']);
    expect(found('york').slice(0, 3)).toEqual(['York', 'New York', 'West York, York']);
  });

  it('needs every word: a neighbourhood with its city, state code and country, or a state alone', () => {
    expect(found('Hyde Park, Austin, TX, United States')).toEqual(['Hyde Park, Austin']);
    expect(found('downtown')).toEqual(['Downtown, Newark', 'Downtown, York']);
    expect(found('downtown york')).toEqual(['Downtown, York']);
    expect(found('texas').slice(0, 2)).toEqual(['Austin', 'Dallas']);
  });

  it('takes the last word as the start of one, as people type, but no other', () => {
    expect(found('travis hei')).toEqual(['Travis Heights, Austin']);
    expect(found('trav heights')).toEqual([]);
  });

  it('finds nothing for an unknown place or a query without words', () => {
    expect(found('Atlantis')).toEqual([]);
    expect(found(' ,; ')).toEqual([]);
  });

  it('reads accents and punctuation as plain words', () => {
    expect(wordsOf('Sào-Paulo, Lakeway!')).toEqual(['sao', 'paulo', 'lakeway']);
  });
});

describe('nominatimItem', () => {
  it("answers as Nominatim's jsonv2 does: text coordinates, bounding box south, north, west, east", () => {
    const austin = cityPlace('Austin, Texas');
    const item = nominatimItem(austin, 'jsonv2');
    expect(item).toMatchObject({ lat: '30.2672000', lon: '-97.7431000', name: 'Austin', display_name: 'Austin, Texas, United States', category: 'place', type: 'city' });
    const [south, north, west, east] = (item.boundingbox as string[]).map(Number) as [number, number, number, number];
    expect(south < austin.centre.lat && austin.centre.lat < north && west < austin.centre.lng && austin.centre.lng < east).toBe(true);
    // The city's box holds its neighbourhoods (Lakeway is 23 km out).
    expect(searchPlaces(PLACES, 'austin').every((p) => p.centre.lng > west && p.centre.lat < north)).toBe(true);
    expect(nominatimItem(austin, 'json')).toMatchObject({ class: 'place' });
    expect(nominatimItem(austin, 'json')).not.toHaveProperty('category');
  });

  it('reads format and limit as Nominatim does: jsonv2 by default, 10 by default, 40 at most', () => {
    expect([formatOf(null), formatOf('json'), formatOf('xml')]).toEqual(['jsonv2', 'json', undefined]);
    expect([limitOf(null), limitOf('3'), limitOf('500'), limitOf('x')]).toEqual([10, 3, 40, 10]);
  });
});
