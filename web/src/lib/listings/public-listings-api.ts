import { instantFromIso } from '@homehaven/domain/instant';
import type { PropertyDoc } from '@homehaven/domain/documents';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import type { ListingFilters } from '@homehaven/domain/listing-filters';
import type { ListingOrder } from '@homehaven/domain/queries/listings';
import { apiUrl } from '../api-client';
import type { Listing } from '../firebase/documents';
import { takeEarlyFirstPage } from './early-first-page';
import { listingsParams } from './listings-params';

/**
 * The facade's public listing answers (GET /properties, GET /new-properties): cacheable at the CDN and
 * read without the Firestore SDK, so All properties and home's New Properties paint their first
 * listings before the live listener loads (docs/decisions.md, "Public pages", "How data hands over").
 */

/** A listing as the facade answers it: its fields, `_id`, instants as ISO 8601 text at full precision. */
type ApiListing = Omit<PropertyDoc<string>, 'locationKeys'> & { _id: string };

function instant(text: string | undefined, field: string, id: string): InstantValue {
  const value = text === undefined ? null : instantFromIso(text);
  if (!value) throw new Error(`listing ${id}: ${field} is not an instant (${String(text)})`);
  return value;
}

/** A listing of the facade's answer as the screens use it: the same value the live listener reads. */
export function listingFromApi({ _id: id, createdAt, updatedAt, soldAt, judgedUpdatedAt, legalCheck, pausedAt, featuredUntil, ...fields }: ApiListing): Listing {
  return {
    ...fields,
    // Search keys are storage detail the facade leaves out; no screen shows them.
    locationKeys: [],
    id,
    createdAt: instant(createdAt, 'createdAt', id),
    updatedAt: instant(updatedAt, 'updatedAt', id),
    ...(soldAt === undefined ? {} : { soldAt: instant(soldAt, 'soldAt', id) }),
    ...(pausedAt === undefined ? {} : { pausedAt: instant(pausedAt, 'pausedAt', id) }),
    ...(featuredUntil === undefined ? {} : { featuredUntil: instant(featuredUntil, 'featuredUntil', id) }),
    ...(judgedUpdatedAt === undefined ? {} : { judgedUpdatedAt: instant(judgedUpdatedAt, 'judgedUpdatedAt', id) }),
    ...(legalCheck === undefined ? {} : { legalCheck: { ...legalCheck, checkedAt: legalCheck.checkedAt === null ? null : instant(legalCheck.checkedAt, 'legalCheck.checkedAt', id) } }),
  };
}

/**
 * GET /properties for the first page of a search, order and filters: `limit` listings (one beyond the
 * page tells a next page exists).
 */
export function firstListingsPagePath(list: { search: string | null; order: ListingOrder; filters?: ListingFilters | undefined }, limit: number): string {
  const params = listingsParams(list);
  params.set('limit', String(limit));
  return `/properties?${params.toString()}`;
}

/** The facade path of home's New Properties. */
export const NEW_PROPERTIES_PATH = '/new-properties';

/** GET of a public listing answer (no credentials: the same answer for everyone, cacheable). */
async function getPublicListings(path: string): Promise<unknown> {
  const response = await fetch(apiUrl(path), { credentials: 'omit' });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/**
 * Reads a public listing answer of the facade: the one the prerendered page already asked for when it
 * is this one (early-first-page.ts), else a GET of its own.
 */
export async function fetchPublicListings(path: string): Promise<Listing[]> {
  return listingsFromApi((await (takeEarlyFirstPage(path) ?? getPublicListings(path))) as unknown[]);
}

/** A public listing answer of the facade (an array of listings) as the screens use it. */
export function listingsFromApi(answer: readonly unknown[]): Listing[] {
  return (answer as ApiListing[]).map(listingFromApi);
}
