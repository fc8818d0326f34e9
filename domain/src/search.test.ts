import { describe, expect, it } from 'vitest';
import { LOCATION_SEARCH_MAX_KEYS, LOCATION_SEARCH_MAX_KEY_LENGTH, locationSearchKeys, locationSearchTerm } from './search';

describe('locationSearchKeys', () => {
  it('lets the start of any word, in any case, find the location', () => {
    const keys = locationSearchKeys('New York');
    for (const typed of ['york', 'yor', 'Y', 'new york', 'NEW', 'new y']) {
      expect(keys).toContain(locationSearchTerm(typed));
    }
  });

  it('does not match the middle of a word', () => {
    const keys = locationSearchKeys('New York');
    expect(keys).not.toContain('ork');
    expect(keys).not.toContain('ew');
  });

  it('treats punctuation and repeated spaces as one word break', () => {
    const keys = locationSearchKeys('  Dhaka,   Gulshan-2 ');
    expect(keys).toContain('gulshan 2');
    expect(keys).toContain('2');
    expect(keys).toContain(locationSearchTerm('dhaka, gul'));
  });

  it('returns no keys for a location without letters or digits', () => {
    expect(locationSearchKeys(' -- ')).toEqual([]);
    expect(locationSearchTerm('  ')).toBeNull();
  });

  it('caps the count and the length of keys, keeping every word start', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Street${i} avenue`).join(' ');
    const keys = locationSearchKeys(long);
    expect(keys.length).toBe(LOCATION_SEARCH_MAX_KEYS);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThanOrEqual(LOCATION_SEARCH_MAX_KEY_LENGTH);
    expect(keys).toContain('street39');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cuts a long search term to the key length so it still finds the location', () => {
    const location = 'Avenida Presidente Juscelino Kubitschek';
    expect(locationSearchKeys(location)).toContain(locationSearchTerm(location));
  });
});
