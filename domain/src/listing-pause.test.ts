import { describe, expect, it } from 'vitest';
import { isPausedListing, listingsToPause, listingsToResume } from './listing-pause';

const listing = (id: string, status: string, createdMillis: number) => ({ id, status, createdMillis });
const held = [listing('old-live', 'verified', 1), listing('new-live', 'verified', 3), listing('pending', 'pending', 4), listing('rejected', 'rejected', 2)];

describe('which listings pause and which come back', () => {
  it('keeps the newest public listings, pausing the others first', () => {
    expect(listingsToPause(held, 1)).toEqual(['rejected', 'pending', 'old-live']);
    expect(listingsToPause(held, 3)).toEqual(['rejected']);
    expect(listingsToPause(held, 4)).toEqual([]);
    expect(listingsToPause(held, -1)).toEqual(['rejected', 'pending', 'old-live', 'new-live']);
  });

  it('resumes the newest public listings first, as many as there is room for', () => {
    expect(listingsToResume(held, 2)).toEqual(['new-live', 'old-live']);
    expect(listingsToResume(held, 0)).toEqual([]);
    expect(listingsToResume(held, 10)).toEqual(['new-live', 'old-live', 'pending', 'rejected']);
  });

  it('tells a paused listing by its pausedAt', () => {
    expect(isPausedListing({ pausedAt: { seconds: 1 } })).toBe(true);
    expect(isPausedListing({ pausedAt: null })).toBe(false);
    expect(isPausedListing({})).toBe(false);
    expect(isPausedListing(undefined)).toBe(false);
  });
});
