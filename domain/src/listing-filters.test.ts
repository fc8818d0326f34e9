import { describe, expect, it } from 'vitest';
import {
  factFiltersOf,
  FILTER_MESSAGES,
  filterParams,
  filtersFromParams,
  filtersSummary,
  hasFactFilters,
  hasFilters,
  typedPriceRange,
  matchesFilters,
  searchFactsOf,
  UNSPECIFIED_TYPE,
} from './listing-filters';
import { listingFiltersSchema } from './listing-filters-schema';
import { publicListingsQuery } from './queries/listings';
import { decodeListingCursor, encodeCursor, listingCursor } from './queries/page-cursor';

const params = (text: string) => new URLSearchParams(text);

describe('searchFactsOf', () => {
  it('fills unknown facts with bounds every filter-free query meets, and orders a reversed price range', () => {
    expect(searchFactsOf({ MinimumPrice: 500, MaximumPrice: 300 })).toEqual({ area: 0, bathrooms: 0, bedrooms: 0, priceHigh: 500, priceLow: 300, type: UNSPECIFIED_TYPE });
    expect(searchFactsOf({ facts: { type: 'house', bedrooms: 3, bathrooms: 2.5, area: 1850 }, MinimumPrice: 1, MaximumPrice: 2 })).toMatchObject({
      type: 'house',
      bedrooms: 3,
      bathrooms: 2.5,
      area: 1850,
    });
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
  it("reads only what the stored filters' schema accepts", () => {
    for (const query of ['min=1000000000001&max=5', 'beds=2.5&baths=50.5&area=1000001', 'min=0&max=0&beds=50&baths=0.5&type=land&area=0', 'type=House']) {
      const read = filtersFromParams(params(query));
      expect(listingFiltersSchema.parse(read)).toEqual(read);
    }
    expect(filtersFromParams(params('min=1000000000001&max=5'))).toEqual({ maxPrice: 5 });
  });
});

describe('filters in words', () => {
  it('summarises each filter set, areas in the unit asked for', () => {
    const filters = { minPrice: 300_000, maxPrice: 600_000, minBeds: 3, minBaths: 1.5, type: 'house', minArea: 1076 } as const;
    expect(filtersSummary(filters, 'sqft')).toBe('$300,000 – $600,000 · 3+ beds · 1.5+ baths · House · 1,076+ ft²');
    expect(filtersSummary(filters, 'sqm')).toBe('$300,000 – $600,000 · 3+ beds · 1.5+ baths · House · 100+ m²');
    expect(filtersSummary({ minPrice: 250_000 }, 'sqft')).toBe('From $250,000');
    expect(filtersSummary({ maxPrice: 250_000, minBeds: 1 }, 'sqft')).toBe('Up to $250,000 · 1+ beds');
    expect(filtersSummary(undefined, 'sqft')).toBe('');
  });
  it('reads typed prices in dollars, and says what is wrong with bad ones', () => {
    expect(typedPriceRange(' $300,000 ', '600000')).toEqual({ ok: true, minPrice: 300_000, maxPrice: 600_000 });
    expect(typedPriceRange('', '')).toEqual({ ok: true });
    expect(typedPriceRange('', 'abc')).toEqual({ ok: false, field: 'maxPrice', message: FILTER_MESSAGES.price });
    expect(typedPriceRange('-5', '')).toEqual({ ok: false, field: 'minPrice', message: FILTER_MESSAGES.price });
    expect(typedPriceRange('600000', '300000')).toEqual({ ok: false, field: 'minPrice', message: FILTER_MESSAGES.priceRange });
  });
  it('counts results in words', () => {
    expect([1, 2, 1200].map(FILTER_MESSAGES.found)).toEqual(['1 property found', '2 properties found', '1,200 properties found']);
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
    const listing = {
      id: 'Abc123',
      MinimumPrice: 420_000,
      createdAt: { $seconds: 1_763_000_000, $nanos: 5 },
      searchFacts: searchFactsOf({ facts: { bathrooms: 2.5, bedrooms: 3, area: 1850.5 }, MinimumPrice: 420_000, MaximumPrice: 450_000 }),
    };
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

describe('the Featured filter', () => {
  it('is read from and written to the URL as featured=true, and nothing else turns it on', () => {
    expect(filterParams({ featured: true, minBeds: 2 })).toEqual([
      ['beds', '2'],
      ['featured', 'true'],
    ]);
    expect(filtersFromParams(params('featured=true&beds=2'))).toEqual({ minBeds: 2, featured: true });
    for (const text of ['featured=1', 'featured=yes', 'featured=', 'featured=True']) expect(filtersFromParams(params(text))).toEqual({});
    expect(listingFiltersSchema.safeParse({ featured: false }).success).toBe(false);
  });
  it('is an equality on `featured`, without the facts: a listing only featured needs no range fields or cursor values', () => {
    const { spec } = publicListingsQuery({ search: null, order: 'newest', filters: { featured: true } });
    expect(spec.where).toEqual([
      ['status', '==', 'verified'],
      ['withdrawn', '==', false],
      ['featured', '==', true],
    ]);
    expect(spec.orderBy?.map(([field]) => field)).toEqual(['createdAt', '__name__']);
    expect(hasFilters({ featured: true })).toBe(true);
    expect(hasFactFilters({ featured: true })).toBe(false);
  });
  it('joins the facts filters, and is left out of what a saved search keeps and of the facts match', () => {
    const { spec } = publicListingsQuery({ search: 'york', order: 'asc', filters: { featured: true, minBeds: 3 } });
    expect(spec.where).toContainEqual(['featured', '==', true]);
    expect(spec.where).toContainEqual(['searchFacts.bedrooms', '>=', 3]);
    expect(factFiltersOf({ featured: true, minBeds: 3 })).toEqual({ minBeds: 3 });
    expect(matchesFilters(searchFactsOf({ MinimumPrice: 1, MaximumPrice: 2 }), { featured: true })).toBe(true);
    expect(filtersSummary({ featured: true, minBeds: 3 }, 'sqft')).toBe('3+ beds · Featured');
  });
});
