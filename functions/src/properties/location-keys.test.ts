import { describe, expect, it } from 'vitest';
import { locationSearchKeys } from '@homehaven/domain/search';
import { derivedLocationKeys } from './location-keys';

describe('derivedLocationKeys', () => {
  it('derives the keys of the location itself, whatever a client sent', () => {
    expect(derivedLocationKeys('Paris, France')).toEqual(locationSearchKeys('Paris, France'));
    expect(derivedLocationKeys('Paris, France')).not.toContain('new');
  });

  it('gives no keys for a location that is not text', () => {
    expect(derivedLocationKeys(undefined)).toEqual([]);
    expect(derivedLocationKeys(42)).toEqual([]);
  });
});
