import { describe, expect, it } from 'vitest';
import { decodeListingCursor, encodeListingCursor, listingCursor } from './listing-cursor';

const listing = { id: 'Abc123XYZ', MinimumPrice: 420000, createdAt: { $seconds: 1_763_000_000, $nanos: 123_456 } };

describe('listing cursors in the URL', () => {
  it('round-trips a price cursor', () => {
    const cursor = listingCursor('asc', listing);
    const text = encodeListingCursor(cursor);
    expect(text).toBe('420000_Abc123XYZ');
    expect(decodeListingCursor('desc', text)).toEqual(cursor);
  });

  it('round-trips an instant to the nanosecond', () => {
    const cursor = listingCursor('newest', listing);
    const text = encodeListingCursor(cursor);
    expect(text).toBe('1763000000.000123456_Abc123XYZ');
    expect(decodeListingCursor('newest', text)).toEqual(cursor);
  });

  it('ignores a missing, malformed or mismatched cursor', () => {
    expect(decodeListingCursor('asc', null)).toBeUndefined();
    expect(decodeListingCursor('asc', 'abc_def')).toBeUndefined();
    expect(decodeListingCursor('asc', '420000_bad/id')).toBeUndefined();
    expect(decodeListingCursor('newest', '420000_Abc')).toBeUndefined();
    expect(decodeListingCursor('asc', '1763000000.000123456_Abc')).toBeUndefined();
  });
});
