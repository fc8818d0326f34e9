import type { Query } from 'firebase-admin/firestore';
import { locationSearchTerm } from '@homehaven/domain/search';
import { db } from '../facade/firestore';

/** Verified listings that are not withdrawn: every public query starts here (docs/security-rules.md, "Queries"). */
export function publicListings(): Query {
  return db.collection('properties').where('status', '==', 'verified').where('withdrawn', '==', false);
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
