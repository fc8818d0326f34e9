import { describe, expect, it } from 'vitest';
import { isSold } from './is-sold';

describe('isSold', () => {
  it('is true once the listing has a sale time or a sold offer', () => {
    expect(isSold({ soldAt: { $seconds: 1, $nanos: 0 } })).toBe(true);
    expect(isSold({ soldOfferId: 'offer-1' })).toBe(true);
  });

  it('is false for a listing never sold', () => {
    expect(isSold({})).toBe(false);
  });
});
