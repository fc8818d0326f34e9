import { describe, expect, it } from 'vitest';
import { geocoderUrl, placeOf } from './geocoder-answer';

const ORIGIN = 'http://127.0.0.1:5000';

describe('geocoderUrl', () => {
  it('asks for the best match as jsonv2, the location encoded', () => {
    const url = new URL(geocoderUrl('https://nominatim.openstreetmap.org/search', 'Austin, Texas & more', ORIGIN));
    expect(`${url.origin}${url.pathname}`).toBe('https://nominatim.openstreetmap.org/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Austin, Texas & more', format: 'jsonv2', limit: '1' });
  });

  it("keeps the endpoint's own parameters (a provider's key) and takes a path of the site", () => {
    expect(new URL(geocoderUrl('https://geo.example.com/search?key=abc', 'York', ORIGIN)).searchParams.get('key')).toBe('abc');
    expect(geocoderUrl('/geo/search', 'York', ORIGIN)).toBe(`${ORIGIN}/geo/search?q=York&format=jsonv2&limit=1`);
  });
});

describe('placeOf', () => {
  it("reads the first place's lat and lon strings, rounded to 6 decimals", () => {
    const answer = [
      { place_id: 1, lat: '30.2711286', lon: '-97.7436995', display_name: 'Austin, Travis County, Texas, United States' },
      { place_id: 2, lat: '1', lon: '2' },
    ];
    expect(placeOf(answer)).toStrictEqual({ lat: 30.271129, lng: -97.743699 });
    expect(placeOf([{ lat: 51.5, lon: -0.12 }])).toEqual({ lat: 51.5, lng: -0.12 });
  });

  it('is null when nothing was found', () => {
    expect(placeOf([])).toBeNull();
  });

  it('throws on an answer that is not a list of places with a position on the globe', () => {
    for (const answer of [
      null,
      {},
      'Austin',
      { error: 'Rate limited' },
      [null],
      [{}],
      [{ lat: '', lon: '' }],
      [{ lat: 'north', lon: '2' }],
      [{ lat: '91', lon: '0' }],
      [{ lat: '0', lon: '-181' }],
      [{ lat: '1', lng: '2' }],
    ]) {
      expect(() => placeOf(answer), JSON.stringify(answer)).toThrow();
    }
  });
});
