import { describe, expect, it } from 'vitest';
import { locationSearchKeys } from '@homehaven/domain/search';
import { derivedLocationKeys, sameKeys } from './location-keys';

describe('derivedLocationKeys', () => {
  it("derives the keys of the location itself, whatever a client sent", () => {
    expect(derivedLocationKeys('Paris, France')).toEqual(locationSearchKeys('Paris, France'));
    expect(derivedLocationKeys('Paris, France')).not.toContain('new');
  });

  it('gives no keys for a location that is not text', () => {
    expect(derivedLocationKeys(undefined)).toEqual([]);
    expect(derivedLocationKeys(42)).toEqual([]);
  });
});

describe('sameKeys', () => {
  const wanted = locationSearchKeys('Paris');

  it('accepts exactly the derived keys, so the trigger does not write again', () => {
    expect(sameKeys([...wanted], wanted)).toBe(true);
    expect(sameKeys([], [])).toBe(true);
  });

  it('refuses forged, missing, reordered, partial or extra keys', () => {
    expect(sameKeys(['new york', 'new'], wanted)).toBe(false);
    expect(sameKeys(undefined, wanted)).toBe(false);
    expect(sameKeys('paris', wanted)).toBe(false);
    expect(sameKeys([...wanted].reverse(), wanted)).toBe(false);
    expect(sameKeys(wanted.slice(1), wanted)).toBe(false);
    expect(sameKeys([...wanted, 'new'], wanted)).toBe(false);
  });
});
