import { HOME_FEATURED_LEAD, HOME_NEW_PROPERTIES } from '../constants';
import { locationSearchTerm } from '../search';
import { filterBounds, hasFactFilters, SEARCH_FACT_RANGE_FIELDS, type ListingFilters } from '../listing-filters';
import { LISTING_PRICE_MAX } from '../price-text';
import { pageQuery, type PageCursor, type PageRequest } from './paging';
import type { CollectionQuery, QuerySpec } from './query-spec';

/** Listings per page of All properties. */
export const LISTINGS_PAGE_SIZE = 12;

/** Orders of All properties: newest first (the default), or by MinimumPrice (Ascending, Descending). */
export const LISTING_ORDERS = ['newest', 'asc', 'desc'] as const;
/** One of {@link LISTING_ORDERS}. */
export type ListingOrder = (typeof LISTING_ORDERS)[number];
/** How the orders are named on screen (docs/product.md §6.1 All properties): Ascending and Descending (by MinimumPrice), newest first by default. */
export const LISTING_ORDER_LABELS: Readonly<Record<ListingOrder, string>> = { newest: 'Newest first', asc: 'Ascending', desc: 'Descending' };

/** Where a page of listings starts or ends. */
export type ListingCursor = PageCursor;

/** One page of All properties as the URL describes it. */
export interface ListingsPageRequest extends PageRequest {
  /** What the visitor typed in "Search by location...", or null. */
  readonly search: string | null;
  readonly order: ListingOrder;
  /** The filters beside the search (docs/listings.md "Filters"); none when absent or empty. */
  readonly filters?: ListingFilters;
}

/** Public listings: verified and not withdrawn (docs/architecture.md §6 Listing rules; the rules refuse a list without both). */
export const PUBLIC_LISTING_FILTER = [
  ['status', '==', 'verified'],
  ['withdrawn', '==', false],
] as const satisfies QuerySpec['where'];

/** The field each order sorts on, and its direction. */
export const LISTING_ORDER_FIELD = {
  newest: ['createdAt', 'desc'],
  asc: ['MinimumPrice', 'asc'],
  desc: ['MinimumPrice', 'desc'],
} as const satisfies Record<ListingOrder, readonly [string, 'asc' | 'desc']>;

/** The derived fields a filtered query filters and orders on (`searchFacts`, written by the listing trigger). */
export const SEARCH_FACT_FIELDS = SEARCH_FACT_RANGE_FIELDS.map((field) => `searchFacts.${field}` as const);

/** The Featured filter's clause: an equality on the field only featured listings carry. */
export const FEATURED_CLAUSE = ['featured', '==', true] as const;

/**
 * The filters on facts of a filtered query: the type among a list, and a bound on every range field,
 * set or not, so one composite index per order serves every combination (docs/listings.md "Filters").
 */
function factClauses(filters: ListingFilters): NonNullable<QuerySpec['where']> {
  const bounds = filterBounds(filters, LISTING_PRICE_MAX);
  return [
    ['searchFacts.type', 'in', bounds.types],
    ['searchFacts.area', '>=', bounds.areaAtLeast],
    ['searchFacts.bathrooms', '>=', bounds.bathroomsAtLeast],
    ['searchFacts.bedrooms', '>=', bounds.bedroomsAtLeast],
    ['searchFacts.priceHigh', '>=', bounds.priceHighAtLeast],
    ['searchFacts.priceLow', '<=', bounds.priceLowAtMost],
  ];
}

/**
 * One page of All properties: public listings, optionally matching a location search (word prefix,
 * through `locationKeys`) and filters, in the chosen order, after or before a cursor. A filtered
 * query orders by the range fields too, after the chosen order (Firestore requires every range field
 * in the order), so its cursors carry their values. It asks for one listing beyond the page, which
 * only tells whether a further page exists.
 */
export function publicListingsQuery(request: ListingsPageRequest, pageSize = LISTINGS_PAGE_SIZE): CollectionQuery {
  const filtered = hasFactFilters(request.filters);
  return pageQuery('properties', publicListingsWhere(request), LISTING_ORDER_FIELD[request.order], request, pageSize, filtered ? SEARCH_FACT_FIELDS : []);
}

/**
 * The filters of every public listings query (the list's pages and count, the map's ranges): public,
 * featured when asked, then the facts' clauses when any is set, then the location search's key when
 * there is one.
 */
export function publicListingsWhere({ search, filters }: { readonly search: string | null; readonly filters?: ListingFilters | undefined }): NonNullable<QuerySpec['where']> {
  const term = search === null ? null : locationSearchTerm(search);
  return [
    ...PUBLIC_LISTING_FILTER,
    ...(filters?.featured ? [FEATURED_CLAUSE] : []),
    ...(hasFactFilters(filters) ? factClauses(filters) : []),
    ...(term === null ? [] : [['locationKeys', 'array-contains', term] as const]),
  ];
}

/**
 * The count of All properties' results ("12 properties found"): the first page's query without its
 * limit, so a count aggregation over it uses the same composite index as the pages.
 */
export function publicListingsCountQuery(request: Pick<ListingsPageRequest, 'search' | 'order' | 'filters'>): CollectionQuery {
  const { collection, spec } = publicListingsQuery({ search: request.search, order: request.order, filters: request.filters });
  const { limit: _limit, ...unlimited } = spec;
  return { collection, spec: unlimited };
}

/** New Properties on home: the newest public listings (docs/product.md §5.1 Home: 8). */
export const NEW_PROPERTIES_QUERY: CollectionQuery = {
  collection: 'properties',
  spec: { where: PUBLIC_LISTING_FILTER, orderBy: [['createdAt', 'desc']], limit: HOME_NEW_PROPERTIES },
};

/**
 * The featured listings that lead New Properties (docs/plans.md "Featured listings"): the newest
 * featured public listings, at most HOME_FEATURED_LEAD, so the section still shows new ones. It is
 * the first page of All properties' Featured filter, at that size (the facade's `GET
 * /properties?featured=true&limit=4` answers it first), without the page's look-ahead.
 */
export const FEATURED_LEAD_QUERY: CollectionQuery = {
  collection: 'properties',
  spec: { where: [...PUBLIC_LISTING_FILTER, FEATURED_CLAUSE], orderBy: [['createdAt', 'desc']], limit: HOME_FEATURED_LEAD },
};
