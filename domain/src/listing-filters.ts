import { AREA_UNIT_LABELS, areaIn, FACT_BOUNDS, PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type AreaUnit, type ListingFacts, type PropertyType } from './listing-facts';
import { formatNumber, formatPrice, priceBounds } from './format';
import { LISTING_PRICE_MAX, parsePrice } from './price-text';
import { FEATURED_LABEL } from './featured-listings';

/**
 * The filters of All properties beside the location search (docs/listings.md "Filters"): a price
 * range (matched against the listing's own range: they must overlap), at least N bedrooms, at least
 * N bathrooms, a property type, and a minimum interior area (ft², the stored unit). Each is optional;
 * a listing whose facts do not say (bedrooms unknown) matches no filter on that fact.
 *
 * Queries: Firestore serves range filters on several fields in one query, ordered by the page's
 * order and then by every range field (domain/src/queries/listings.ts). So that one composite index
 * per order serves every combination, a filtered query always filters on all five fields (a filter
 * the visitor left empty becomes a bound every listing meets), on the derived `searchFacts` map the
 * listing trigger writes from the listing's facts and prices ({@link searchFactsOf}): every listing
 * has every field there, unknown facts as 0 and the type as `unspecified`.
 */

export interface ListingFilters {
  /** Lowest price the visitor would pay: the listing's higher price must reach it. */
  readonly minPrice?: number;
  /** Highest price the visitor would pay: the listing's lower price must not pass it. */
  readonly maxPrice?: number;
  readonly minBeds?: number;
  readonly minBaths?: number;
  readonly type?: PropertyType;
  /** Square feet. */
  readonly minArea?: number;
  /**
   * Featured listings only (docs/plans.md "Featured listings"): an equality on the listing's
   * `featured`, not a fact, so saved searches leave it out (a feature lasts 30 days; an alert is
   * about new listings).
   */
  readonly featured?: true;
}

/** The filters on the listing's facts and prices (`searchFacts`): what saved searches keep. */
export const FACT_FILTER_KEYS = ['minPrice', 'maxPrice', 'minBeds', 'minBaths', 'type', 'minArea'] as const;
/** The filter names, as the URL spells them. */
export const FILTER_KEYS = [...FACT_FILTER_KEYS, 'featured'] as const;

/** The choices of the bedroom and bathroom filters ("Any" is no filter). */
export const MIN_BEDS_OPTIONS = [1, 2, 3, 4, 5] as const;
export const MIN_BATHS_OPTIONS = [1, 1.5, 2, 3, 4] as const;
/** Minimum interior areas offered, in each unit the visitor may read (values kept in that unit). */
export const MIN_AREA_OPTIONS = { sqft: [500, 750, 1000, 1500, 2000, 3000, 5000], sqm: [50, 75, 100, 150, 200, 300, 500] } as const;

/** The type stored in `searchFacts` for a listing that does not say its type. */
export const UNSPECIFIED_TYPE = 'unspecified';

/**
 * `properties/{id}.searchFacts`: written by the listing trigger only (the rules refuse it from
 * clients, as they refuse `locationKeys`). Field names sort as the query orders them.
 */
export interface SearchFacts {
  readonly area: number;
  readonly bathrooms: number;
  readonly bedrooms: number;
  readonly priceHigh: number;
  readonly priceLow: number;
  readonly type: PropertyType | typeof UNSPECIFIED_TYPE;
}

/** The range fields of {@link SearchFacts}, in the lexicographic order Firestore appends them to an order. */
export const SEARCH_FACT_RANGE_FIELDS = ['area', 'bathrooms', 'bedrooms', 'priceHigh', 'priceLow'] as const;

/** What the listing trigger stores for a listing's facts and prices. */
export function searchFactsOf(listing: { facts?: ListingFacts; MinimumPrice: number; MaximumPrice: number }): SearchFacts {
  const { low, high } = priceBounds(listing.MinimumPrice, listing.MaximumPrice);
  const facts = listing.facts ?? {};
  return {
    area: facts.area ?? 0,
    bathrooms: facts.bathrooms ?? 0,
    bedrooms: facts.bedrooms ?? 0,
    priceHigh: high,
    priceLow: low,
    type: facts.type ?? UNSPECIFIED_TYPE,
  };
}

/** Whether two search facts are the same (the trigger writes only a change). */
export function sameSearchFacts(a: unknown, b: SearchFacts): boolean {
  if (typeof a !== 'object' || a === null) return false;
  const stored = a as Record<string, unknown>;
  return (['type', ...SEARCH_FACT_RANGE_FIELDS] as const).every((key) => stored[key] === b[key]) && Object.keys(stored).length === 6;
}

/** Whether any filter is set. */
export function hasFilters(filters: ListingFilters | undefined): filters is ListingFilters {
  return filters !== undefined && FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** Whether a filter on the facts is set: the query then filters and orders on every `searchFacts` range. */
export function hasFactFilters(filters: ListingFilters | undefined): filters is ListingFilters {
  return filters !== undefined && FACT_FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** The filters on the facts alone (what a saved search keeps). */
export function factFiltersOf(filters: ListingFilters | undefined): ListingFilters | undefined {
  if (filters?.featured === undefined) return filters;
  const { featured: _featured, ...facts } = filters;
  return facts;
}

/** The bounds a filtered query applies to each search fact: `>=` low, `<=` high (unset filters open). */
export interface FilterBounds {
  readonly areaAtLeast: number;
  readonly bathroomsAtLeast: number;
  readonly bedroomsAtLeast: number;
  readonly priceHighAtLeast: number;
  /** The largest price any listing may carry, when the visitor set no maximum. */
  readonly priceLowAtMost: number;
  readonly types: readonly (PropertyType | typeof UNSPECIFIED_TYPE)[];
}

/** Every type, `unspecified` included: the `in` list of a filtered query that names no type. */
export const ANY_TYPE: readonly (PropertyType | typeof UNSPECIFIED_TYPE)[] = [...PROPERTY_TYPES, UNSPECIFIED_TYPE];

/** The bounds of a filtered query. `maxListingPrice` is the highest price a listing may carry. */
export function filterBounds(filters: ListingFilters, maxListingPrice: number): FilterBounds {
  return {
    areaAtLeast: filters.minArea ?? 0,
    bathroomsAtLeast: filters.minBaths ?? 0,
    bedroomsAtLeast: filters.minBeds ?? 0,
    priceHighAtLeast: filters.minPrice ?? 0,
    priceLowAtMost: filters.maxPrice ?? maxListingPrice,
    types: filters.type === undefined ? ANY_TYPE : [filters.type],
  };
}

/**
 * Whether a listing's facts match the filters on facts, exactly as a filtered query decides it (the
 * alert trigger checks saved searches' filters with it; tests compare it with the queries). The
 * Featured filter is not a fact: its caller checks `featured` itself.
 */
export function matchesFilters(facts: SearchFacts, filters: ListingFilters | undefined): boolean {
  if (!hasFactFilters(filters)) return true;
  const bounds = filterBounds(filters, Number.POSITIVE_INFINITY);
  return (
    bounds.types.includes(facts.type) &&
    facts.area >= bounds.areaAtLeast &&
    facts.bathrooms >= bounds.bathroomsAtLeast &&
    facts.bedrooms >= bounds.bedroomsAtLeast &&
    facts.priceHigh >= bounds.priceHighAtLeast &&
    facts.priceLow <= bounds.priceLowAtMost
  );
}

/** The messages of the filters (the form under the location search, and the facade's answers). */
export const FILTER_MESSAGES = {
  clear: 'Clear filters',
  priceRange: 'The minimum price must not be above the maximum price.',
  price: 'Please enter a price in dollars, digits only.',
  invalid: 'Unknown filter value.',
  /** The phone's button that shows and hides the filters, and the filters' group. */
  toggle: 'Filters',
  /** Beside the toggle: how many filters are set. */
  active: (count: number) => `${count} active`,
  /** The results' heading when filters are set without a location search. */
  filteredTitle: 'Listings matching your filters',
  /** Under "No properties found" when filters are set. */
  noneFoundHint: 'Try wider filters, or clear them to see more listings.',
  /** The result count of a search or filters (none is said by the empty list: "No properties found"). */
  found: (count: number) => (count === 1 ? '1 property found' : `${formatNumber(count)} properties found`),
} as const;

/** The filters' labels and choices as All properties shows them. */
export const FILTER_LABELS = {
  minPrice: 'Min price',
  maxPrice: 'Max price',
  minBeds: 'Bedrooms',
  minBaths: 'Bathrooms',
  type: 'Property type',
  minArea: 'Min area',
  featured: 'Featured only',
  /** The choice of no filter, and the price fields' placeholder. */
  any: 'Any',
} as const;

/** The price filters as typed (dollars), or what is wrong with them, and in which field. */
export type TypedPriceRange = { readonly ok: true; readonly minPrice?: number; readonly maxPrice?: number } | { readonly ok: false; readonly field: 'minPrice' | 'maxPrice'; readonly message: string };

/**
 * The price range of the filters' two text fields: empty is no bound; an amount of dollars
 * ("450000", "$450,000") a bound; anything else, or a minimum above the maximum, a message.
 */
export function typedPriceRange(minText: string, maxText: string): TypedPriceRange {
  const bounds: { minPrice?: number; maxPrice?: number } = {};
  for (const [field, text] of [
    ['minPrice', minText],
    ['maxPrice', maxText],
  ] as const) {
    if (text.trim() === '') continue;
    const amount = parsePrice(text);
    if (amount === null) return { ok: false, field, message: FILTER_MESSAGES.price };
    bounds[field] = amount;
  }
  if (bounds.minPrice !== undefined && bounds.maxPrice !== undefined && bounds.minPrice > bounds.maxPrice) {
    return { ok: false, field: 'minPrice', message: FILTER_MESSAGES.priceRange };
  }
  return { ok: true, ...bounds };
}

/** A choice of "at least": "3+". */
export function atLeastLabel(count: number): string {
  return `${formatNumber(count)}+`;
}

/** The price part of a summary: "$300,000 – $600,000", "From $300,000", "Up to $600,000". */
function priceSummary({ minPrice, maxPrice }: ListingFilters): string | null {
  if (minPrice !== undefined && maxPrice !== undefined) return `${formatPrice(minPrice)} – ${formatPrice(maxPrice)}`;
  if (minPrice !== undefined) return `From ${formatPrice(minPrice)}`;
  return maxPrice === undefined ? null : `Up to ${formatPrice(maxPrice)}`;
}

/**
 * Filters in a few words, areas in the visitor's unit (a saved search's card): "$300,000 – $600,000
 * · 3+ beds · 1.5+ baths · House · 1,000+ ft²"; empty when none is set.
 */
export function filtersSummary(filters: ListingFilters | undefined, unit: AreaUnit): string {
  if (!filters) return '';
  return [
    priceSummary(filters),
    filters.minBeds === undefined ? null : `${atLeastLabel(filters.minBeds)} beds`,
    filters.minBaths === undefined ? null : `${atLeastLabel(filters.minBaths)} baths`,
    filters.type === undefined ? null : PROPERTY_TYPE_LABELS[filters.type],
    filters.minArea === undefined ? null : `${atLeastLabel(areaIn(filters.minArea, unit))} ${AREA_UNIT_LABELS[unit]}`,
    filters.featured ? FEATURED_LABEL : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

/** URL parameter names of the filters (short, as the location search's `search` and the order's `sort`). */
export const FILTER_PARAMS: Readonly<Record<(typeof FILTER_KEYS)[number], string>> = {
  minPrice: 'min',
  maxPrice: 'max',
  minBeds: 'beds',
  minBaths: 'baths',
  type: 'type',
  minArea: 'area',
  featured: 'featured',
};

/**
 * A filter's number as a URL writes it (`String(value)`): digits, up to 2 decimals, no sign, commas
 * or exponent. The page reads its address with it, and the facade its `GET /properties` query.
 */
export const FILTER_NUMBER = /^\d{1,13}(\.\d{1,2})?$/;

/** A non-negative number as a URL writes it, or undefined. */
function numberParam(text: string | null): number | undefined {
  if (text === null || !FILTER_NUMBER.test(text)) return undefined;
  return Number(text);
}

/**
 * The filters a URL names. A value that is not one the filter takes is ignored (a hand-edited URL
 * shows the unfiltered list rather than an error), and a price range upside down is dropped whole.
 */
export function filtersFromParams(params: { get(name: string): string | null }): ListingFilters {
  // The schema's bounds (listing-filters-schema.ts), checked by hand: zod stays out of All properties' scripts.
  const read = (key: (typeof FACT_FILTER_KEYS)[number], fits: (value: number) => boolean) => {
    const value = numberParam(params.get(FILTER_PARAMS[key]));
    return value !== undefined && fits(value) ? value : undefined;
  };
  const minPrice = read('minPrice', (value) => value <= LISTING_PRICE_MAX);
  const maxPrice = read('maxPrice', (value) => value <= LISTING_PRICE_MAX);
  const upsideDown = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;
  const type = params.get(FILTER_PARAMS.type);
  const filters: Record<string, unknown> = {
    ...(upsideDown ? {} : { minPrice, maxPrice }),
    minBeds: read('minBeds', (value) => Number.isInteger(value) && value <= FACT_BOUNDS.bedrooms.max),
    minBaths: read('minBaths', (value) => Number.isInteger(value * 2) && value <= FACT_BOUNDS.bathrooms.max),
    type: (PROPERTY_TYPES as readonly (string | null)[]).includes(type) ? type : undefined,
    minArea: read('minArea', (value) => value <= FACT_BOUNDS.area.max),
    featured: params.get(FILTER_PARAMS.featured) === 'true' ? true : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as ListingFilters;
}

/** The URL parameters of filters, in a fixed order (unset ones absent). */
export function filterParams(filters: ListingFilters | undefined): [string, string][] {
  if (!filters) return [];
  return FILTER_KEYS.flatMap((key) => (filters[key] === undefined ? [] : [[FILTER_PARAMS[key], String(filters[key])] as [string, string]]));
}
