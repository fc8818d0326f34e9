import { describe, expect, it } from 'vitest';
import { filterParams, filtersFromParams, hasFilters, matchesFilters, searchFactsOf, UNSPECIFIED_TYPE } from './listing-filters';
import { publicListingsQuery } from './queries/listings';
import { decodeListingCursor, encodeCursor, listingCursor } from './queries/page-cursor';

const params = (text: string) => new URLSearchParams(text);

describe('searchFactsOf', () => {
  it('fills unknown facts with bounds every filter-free query meets, and orders a reversed price range', () => {
    expect(searchFactsOf({ MinimumPrice: 500, MaximumPrice: 300 })).toEqual({ area: 0, bathrooms: 0, bedrooms: 0, priceHigh: 500, priceLow: 300, type: UNSPECIFIED_TYPE });
    expect(searchFactsOf({ facts: { type: 'house', bedrooms: 3, bathrooms: 2.5, area: 1850 }, MinimumPrice: 1, MaximumPrice: 2 })).toMatchObject({ type: 'house', bedrooms: 3, bathrooms: 2.5, area: 1850 });
  });
});

describe('matchesFilters', () => {
  const facts = searchFactsOf({ facts: { type: 'house', bedrooms: 3, bathrooms: 2, area: 1500 }, MinimumPrice: 400_000, MaximumPrice: 500_000 });
  it('matches overlapping price ranges and at-least facts', () => {
    expect(matchesFilters(facts, { minPrice: 450_000, maxPrice: 460_000, minBeds: 3, minBaths: 2, type: 'house', minArea: 1500 })).toBe(true);
    expect(matchesFilters(facts, { maxPrice: 400_000 })).toBe(true);
    expect(matchesFilters(facts, { minPrice: 500_000 })).toBe(true);
  });
  it('refuses a listing outside any one filter', () => {
    expect(matchesFilters(facts, { minPrice: 500_001 })).toBe(false);
    expect(matchesFilters(facts, { maxPrice: 399_999 })).toBe(false);
    expect(matchesFilters(facts, { minBeds: 4 })).toBe(false);
    expect(matchesFilters(facts, { minBaths: 2.5 })).toBe(false);
    expect(matchesFilters(facts, { type: 'apartment' })).toBe(false);
    expect(matchesFilters(facts, { minArea: 1501 })).toBe(false);
  });
  it('matches a listing without facts only when no fact filter is set', () => {
    const bare = searchFactsOf({ MinimumPrice: 100, MaximumPrice: 200 });
    expect(matchesFilters(bare, {})).toBe(true);
    expect(matchesFilters(bare, { maxPrice: 150 })).toBe(true);
    expect(matchesFilters(bare, { minBeds: 1 })).toBe(false);
  });
});

describe('filters in the URL', () => {
  it('reads back what it writes', () => {
    const filters = { minPrice: 100_000, maxPrice: 600_000, minBeds: 3, minBaths: 1.5, type: 'townhouse', minArea: 1000 } as const;
    expect(filtersFromParams(params(new URLSearchParams(filterParams(filters)).toString()))).toEqual(filters);
  });
  it('ignores values a filter does not take, and an upside-down price range whole', () => {
    expect(filtersFromParams(params('beds=-1&baths=1.25&type=castle&area=abc&min=1e5'))).toEqual({});
    expect(filtersFromParams(params('min=500&max=100&beds=2'))).toEqual({ minBeds: 2 });
    expect(hasFilters(filtersFromParams(params('')))).toBe(false);
  });
});

describe('a filtered query', () => {
  it('bounds every range field, names the type list, and orders by the range fields after the order', () => {
    const { spec } = publicListingsQuery({ search: 'york', order: 'asc', filters: { minBeds: 3 } });
    expect(spec.where).toContainEqual(['searchFacts.bedrooms', '>=', 3]);
    expect(spec.where).toContainEqual(['searchFacts.area', '>=', 0]);
    expect(spec.where).toContainEqual(['locationKeys', 'array-contains', 'york']);
    expect(spec.orderBy?.map(([field]) => field)).toEqual([
      'MinimumPrice',
      'searchFacts.area',
      'searchFacts.bathrooms',
      'searchFacts.bedrooms',
      'searchFacts.priceHigh',
      'searchFacts.priceLow',
      '__name__',
    ]);
  });
  it('pages with cursors that carry the range values, through the URL', () => {
    const listing = { id: 'Abc123', MinimumPrice: 420_000, createdAt: { $seconds: 1_763_000_000, $nanos: 5 }, searchFacts: searchFactsOf({ facts: { bathrooms: 2.5, bedrooms: 3, area: 1850.5 }, MinimumPrice: 420_000, MaximumPrice: 450_000 }) };
    for (const order of ['asc', 'newest'] as const) {
      const cursor = listingCursor(order, listing, true);
      const text = encodeCursor(cursor);
      expect(decodeListingCursor(order, text, true)).toEqual(cursor);
      expect(decodeListingCursor(order, text, false)).toBeUndefined();
      const { spec } = publicListingsQuery({ search: null, order, filters: { minBaths: 2 }, after: cursor });
      expect(spec.startAfter).toHaveLength(7);
    }
    expect(decodeListingCursor('asc', '420000_Abc123', true)).toBeUndefined();
  });
});
