import { describe, expect, it } from 'vitest';
import { factRows, factsLine, formatArea, latestYearBuilt, sameFacts, storedFacts } from './listing-facts';
import { intakePictureUrl } from './image-address-samples';
import { listingFactsSchema } from './listing-facts-schema';
import { coverProblem, galleryOf, MAX_PHOTOS, panoramaShapeProblem } from './listing-media';
import { listingMediaSchema } from './listing-media-schema';

describe('listingFactsSchema', () => {
  it('takes every fact in bounds, each optional', () => {
    expect(listingFactsSchema.safeParse({}).success).toBe(true);
    const facts = { type: 'house', bedrooms: 4, bathrooms: 2.5, area: 2200, lotSize: 6000, yearBuilt: 1998, parking: 2, amenities: ['garage', 'pool'] };
    expect(listingFactsSchema.parse(facts)).toEqual(facts);
  });
  it.each([
    { bedrooms: 2.5 },
    { bedrooms: -1 },
    { bedrooms: 51 },
    { bathrooms: 2.25 },
    { area: 0 },
    { area: 1_000_001 },
    { lotSize: -5 },
    { yearBuilt: 1599 },
    { yearBuilt: latestYearBuilt() + 1 },
    { parking: 1.5 },
    { type: 'castle' },
    { amenities: ['moat'] },
    { amenities: ['pool', 'pool'] },
    { bedrooms: '3' },
    { rooms: 3 },
  ])('refuses %o', (facts) => {
    expect(listingFactsSchema.safeParse(facts).success).toBe(false);
  });
});

describe('facts as shown', () => {
  it('keeps only what was given, in a fixed order, and compares by content', () => {
    expect(storedFacts({ bedrooms: undefined, amenities: [] })).toBeUndefined();
    expect(storedFacts({ amenities: ['pool', 'garage'] })).toEqual({ amenities: ['garage', 'pool'] });
    expect(sameFacts({ bedrooms: 2, area: 3 }, { area: 3, bedrooms: 2 })).toBe(true);
    expect(sameFacts(undefined, { bedrooms: 2 })).toBe(false);
  });
  it('writes one line for the card and a grid for the details, in ft² or m²', () => {
    expect(factsLine({ bedrooms: 1, bathrooms: 2.5, area: 1076.391041671 }, 'sqm')).toBe('1 bed · 2.5 baths · 100 m²');
    expect(factsLine({ type: 'land' }, 'sqft')).toBeNull();
    expect(formatArea(1850, 'sqft')).toBe('1,850 ft²');
    expect(factRows({ type: 'apartment', parking: 1 }, 'sqft')).toEqual([
      { label: 'Type', value: 'Apartment' },
      { label: 'Parking', value: '1 space' },
    ]);
  });
});

describe('listing media', () => {
  it('bounds the gallery and keeps the cover in it', () => {
    const photos = Array.from({ length: MAX_PHOTOS + 1 }, (_, index) => intakePictureUrl(`photo ${index}`));
    expect(listingMediaSchema.safeParse({ photos }).success).toBe(false);
    expect(listingMediaSchema.safeParse({ photos: photos.slice(1) }).success).toBe(true);
    expect(listingMediaSchema.safeParse({ floorPlans: [photos[0], photos[0]] }).success).toBe(false);
    expect(coverProblem(photos[1] ?? '', photos)).toBeNull();
    expect(coverProblem('https://elsewhere.jpg', photos)).not.toBeNull();
    expect(galleryOf({ image: 'cover.jpg' })).toEqual(['cover.jpg']);
  });
  it('takes a 2:1 panorama of a viewable size only', () => {
    expect(panoramaShapeProblem(4096, 2048)).toBeNull();
    expect(panoramaShapeProblem(4000, 2010)).toBeNull();
    expect(panoramaShapeProblem(4000, 3000)).not.toBeNull();
    expect(panoramaShapeProblem(800, 400)).not.toBeNull();
  });
});
