import { describe, expect, it } from 'vitest';
import { locationSearchKeys } from '@homehaven/domain/search';
import { sameKeys } from './same-keys';

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
