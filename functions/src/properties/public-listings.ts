import type { Query } from 'firebase-admin/firestore';
import { locationSearchTerm } from '@homehaven/domain/search';
import { db } from '../firestore/db';
import { PUBLIC_LISTING_FILTER } from '@homehaven/domain/queries/listings';

/**
 * Verified listings that are not withdrawn, by the domain's PUBLIC_LISTING_FILTER (the web's public
 * queries use the same): every public query starts here (docs/security-rules.md, "Queries").
 */
export function publicListings(): Query {
  return PUBLIC_LISTING_FILTER.reduce<Query>((query, [field, op, value]) => query.where(field, op, value), db.collection('properties'));
}

/**
 * All properties' list: public listings whose location matches `search` (when given), newest first or
 * by MinimumPrice. GET /properties answers it, and the `pages` function renders its first page.
 */
export function publicListingsMatching(search: string | undefined, sort: 'asc' | 'desc' | undefined): Query {
  const term = search === undefined ? null : locationSearchTerm(search);
  const matching = term ? publicListings().where('locationKeys', 'array-contains', term) : publicListings();
  return sort ? matching.orderBy('MinimumPrice', sort) : matching.orderBy('createdAt', 'desc');
}
