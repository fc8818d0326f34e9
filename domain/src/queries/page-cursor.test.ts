import { describe, expect, it } from 'vitest';
import { decodeInstantCursor, decodeListingCursor, encodeCursor, listingCursor } from './page-cursor';

const listing = { id: 'Abc123XYZ', MinimumPrice: 420000, createdAt: { $seconds: 1_763_000_000, $nanos: 123_456 } };

describe('listing cursors in the URL', () => {
  it('round-trips a price cursor', () => {
    const cursor = listingCursor('asc', listing);
    const text = encodeCursor(cursor);
    expect(text).toBe('420000_Abc123XYZ');
    expect(decodeListingCursor('desc', text)).toEqual(cursor);
  });

  it('round-trips an instant to the nanosecond', () => {
    const cursor = listingCursor('newest', listing);
    const text = encodeCursor(cursor);
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

describe('instant cursors of dashboard lists', () => {
  it('round-trip ids with hyphens and underscores (uids, wishlist ids)', () => {
    const cursor = { value: { $seconds: 1_763_000_000, $nanos: 5 }, id: 'demo-buyer-sophia_Abc123' };
    expect(decodeInstantCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('refuse ids with other characters and prices', () => {
    expect(decodeInstantCursor('1763000000.000000005_a/b')).toBeUndefined();
    expect(decodeInstantCursor('420000_Abc')).toBeUndefined();
  });
});
