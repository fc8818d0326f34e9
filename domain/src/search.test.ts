import { describe, expect, it } from 'vitest';
import { LOCATION_SEARCH_MAX_KEYS, LOCATION_SEARCH_MAX_KEY_LENGTH, locationSearchKeys, locationSearchTerm, userSearchKeys, userSearchTerm } from './search';

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

describe('userSearchKeys', () => {
  const keys = userSearchKeys('Alice Smith', 'alice.smith@Example.com');

  it('finds a user by the start of a word of their name or e-mail, in any case', () => {
    for (const typed of ['ali', 'SMITH', 'alice smith', 'alice.smith@ex', 'example.com']) {
      expect(keys, typed).toContain(userSearchTerm(typed));
    }
  });

  it('does not match the middle of a word', () => {
    expect(keys).not.toContain(userSearchTerm('mith'));
    expect(keys).not.toContain(userSearchTerm('xample'));
  });

  it('keeps the first letters of every word when a long e-mail meets the cap', () => {
    const long = userSearchKeys('Zoe Quinn', `${'word.'.repeat(60)}x@example.com`);
    expect(long.length).toBeLessThanOrEqual(LOCATION_SEARCH_MAX_KEYS);
    expect(long).toEqual(expect.arrayContaining(['z', 'zoe', 'q', 'quinn', 'e']));
  });
});
