import { describe, expect, it } from 'vitest';
import { FEATURE_DAYS, featureEndsAt, isFeaturedListing, leadByFeatured } from './featured-listings';

const NOW = Date.parse('2026-12-03T12:00:00Z');
const later = { $seconds: NOW / 1000 + 60, $nanos: 0 };
const earlier = { $seconds: NOW / 1000 - 60, $nanos: 0 };

describe('isFeaturedListing', () => {
  it('is true while marked and before its end, whichever way the end is stored', () => {
    expect(isFeaturedListing({ featured: true, featuredUntil: later }, NOW)).toBe(true);
    expect(isFeaturedListing({ featured: true, featuredUntil: { seconds: NOW / 1000 + 60 } }, NOW)).toBe(true);
    expect(isFeaturedListing({ featured: true, featuredUntil: new Date(NOW + 1) }, NOW)).toBe(true);
    expect(isFeaturedListing({ featured: true, featuredUntil: NOW + 1 }, NOW)).toBe(true);
  });

  it('is false past its end (the sweep has not run yet), unmarked, or without an end', () => {
    expect(isFeaturedListing({ featured: true, featuredUntil: earlier }, NOW)).toBe(false);
    expect(isFeaturedListing({ featured: true, featuredUntil: NOW }, NOW)).toBe(false);
    expect(isFeaturedListing({ featuredUntil: later }, NOW)).toBe(false);
    expect(isFeaturedListing({ featured: true }, NOW)).toBe(false);
    expect(isFeaturedListing({ featured: true, featuredUntil: 'soon' }, NOW)).toBe(false);
    expect(isFeaturedListing(undefined, NOW)).toBe(false);
  });

  it(`ends ${FEATURE_DAYS} days after it starts`, () => {
    expect(featureEndsAt(NOW) - NOW).toBe(FEATURE_DAYS * 86_400_000);
  });
});

describe('leadByFeatured', () => {
  const listing = (id: string, featuredUntil?: object) => ({ id, ...(featuredUntil ? { featured: true as const, featuredUntil } : {}) });

  it('puts the featured listings first, then the newest of the rest, each once, up to the count', () => {
    const featured = [listing('f1', later), listing('n2', later)];
    const newest = [listing('n1'), listing('n2', later), listing('n3'), listing('n4')];
    expect(leadByFeatured(featured, newest, 4, NOW).map((l) => l.id)).toEqual(['f1', 'n2', 'n1', 'n3']);
  });

  it('leaves out a lead whose feature ended before the sweep unmarked it (it stays among the newest)', () => {
    const featured = [listing('n1', earlier)];
    const newest = [listing('n1', earlier), listing('n2')];
    expect(leadByFeatured(featured, newest, 8, NOW).map((l) => l.id)).toEqual(['n1', 'n2']);
  });

  it('is the newest alone without featured listings', () => {
    expect(leadByFeatured([], [listing('n1'), listing('n2')], 1, NOW).map((l) => l.id)).toEqual(['n1']);
  });
});
