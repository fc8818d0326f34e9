import { geohashQueryBounds } from 'geofire-common';
import { distanceInMetres, viewCentre, viewContains, type MapView, type Position } from '../geo';
import { hasFactFilters, type ListingFilters } from '../listing-filters';
import { publicListingsWhere, SEARCH_FACT_FIELDS, type ListingOrder } from './listings';
import type { CollectionQuery, QuerySpec } from './query-spec';

/**
 * The map of All properties (docs/listings.md "Map"): the public listings within the view, read
 * through geohash ranges (geofire-common's bounds of the circle around the view), each range bounded,
 * so a view never reads more than MAP_RANGE_LIMIT × its ranges, never the whole collection.
 */

/** Listings read per geohash range: a view of 4-9 ranges reads at most a few hundred. */
export const MAP_RANGE_LIMIT = 40;

/** What the map shows: the view, and the location search and filters of the list, where set. */
export interface MapListingsRequest {
  readonly view: MapView;
  readonly search: string | null;
  readonly filters?: ListingFilters;
}

/** A listing as the map reads it back: enough to place it, order it and check its filters. */
export interface MapCandidate {
  readonly id: string;
  readonly position?: Position;
  readonly MinimumPrice: number;
  /** Seconds since the epoch, for the newest-first order. */
  readonly createdAtSeconds: number;
}

/**
 * The queries of one view: one per geohash range covering the circle around it, each public, with
 * the list's location search and filters, ordered by geohash and bounded. A filtered query orders by
 * its range fields too, after the geohash (Firestore requires every range field in the order).
 */
export function mapListingsQueries(request: MapListingsRequest, rangeLimit = MAP_RANGE_LIMIT): CollectionQuery[] {
  const centre = viewCentre(request.view);
  const corner = { lat: request.view.north, lng: request.view.east };
  // The circle through the view's corners holds the whole view (a few metres more, never less).
  const radius = Math.max(distanceInMetres(centre, corner), 1) + 1;
  const filtered = hasFactFilters(request.filters);
  const where = publicListingsWhere(request);
  const orderBy: NonNullable<QuerySpec['orderBy']> = [['geohash', 'asc'], ...(filtered ? SEARCH_FACT_FIELDS.map((field) => [field, 'asc'] as const) : [])];
  return geohashQueryBounds([centre.lat, centre.lng], radius).map(([start, end]) => ({
    collection: 'properties',
    spec: { where: [...where, ['geohash', '>=', start], ['geohash', '<=', end]], orderBy, limit: rangeLimit },
  }));
}

/** What a view's queries found: the listings within it, in the list's order, and whether a range was full. */
export interface MapResults<T extends MapCandidate> {
  readonly listings: T[];
  /** True when a range returned its limit: the view may hold more listings than shown (zoom in). */
  readonly truncated: boolean;
}

/** The order's comparison of two listings, as the list pages sort (newest first, or by MinimumPrice), ties by id. */
function compareIn(order: ListingOrder): (a: MapCandidate, b: MapCandidate) => number {
  const byId = (a: MapCandidate, b: MapCandidate): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (order === 'newest') return (a, b) => b.createdAtSeconds - a.createdAtSeconds || byId(b, a);
  if (order === 'asc') return (a, b) => a.MinimumPrice - b.MinimumPrice || byId(a, b);
  return (a, b) => b.MinimumPrice - a.MinimumPrice || byId(b, a);
}

/**
 * Merges the answers of a view's queries: each listing once, only those within the view itself (the
 * ranges cover a circle around it, and a geohash cell beyond), in the list's order.
 */
export function mapResults<T extends MapCandidate>(answers: readonly (readonly T[])[], view: MapView, order: ListingOrder, rangeLimit = MAP_RANGE_LIMIT): MapResults<T> {
  const byId = new Map<string, T>();
  for (const answer of answers) for (const listing of answer) if (listing.position && viewContains(view, listing.position)) byId.set(listing.id, listing);
  return {
    listings: [...byId.values()].sort(compareIn(order)),
    truncated: answers.some((answer) => answer.length >= rangeLimit),
  };
}
