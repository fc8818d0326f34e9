import type { Query } from 'firebase-admin/firestore';
import type { ListingFilters } from '@homehaven/domain/listing-filters';
import { buildQuery } from '../firestore/build-query';
import { db } from '../firestore/db';
import { PUBLIC_LISTING_FILTER, publicListingsQuery } from '@homehaven/domain/queries/listings';

/**
 * Verified listings that are not withdrawn, by the domain's PUBLIC_LISTING_FILTER (the web's public
 * queries use the same): every public query starts here (docs/security-rules.md, "Queries").
 */
export function publicListings(): Query {
  return PUBLIC_LISTING_FILTER.reduce<Query>((query, [field, op, value]) => query.where(field, op, value), db.collection('properties'));
}

/** What All properties' list is asked for: a location search, a price order (newest first without), filters. */
export interface PublicListRequest {
  search?: string | undefined;
  sort?: 'asc' | 'desc' | undefined;
  filters?: ListingFilters | undefined;
}

/**
 * All properties' list: public listings whose location matches `search` (when given) and which meet
 * the filters, newest first or by MinimumPrice. It is the web app's own query (the domain's
 * `publicListingsQuery`, built for the Admin SDK), so a filtered list is served by the same indexes;
 * the caller sets the page's limit and cursor. GET /properties answers it, and the `pages` function
 * renders its first page.
 */
export function publicListingsMatching({ search, sort, filters }: PublicListRequest): Query {
  return buildQuery(db, publicListingsQuery({ search: search ?? null, order: sort ?? 'newest', ...(filters ? { filters } : {}) }));
}
