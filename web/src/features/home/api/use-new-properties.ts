import { useMemo } from 'react';
import { HOME_FEATURED_LEAD, HOME_NEW_PROPERTIES } from '@homehaven/domain/constants';
import { leadByFeatured } from '@homehaven/domain/featured-listings';
import { FEATURED_LEAD_QUERY, NEW_PROPERTIES_QUERY } from '@homehaven/domain/queries/listings';
import { listingFromDoc, type Listing, type PlainDoc } from '../../../lib/firebase/documents';
import { useLiveQueryWithPreview } from '../../../lib/firebase/use-live-query-with-preview';
import { usePageTime } from '../../../lib/use-page-time';
import type { LiveState } from '../../../lib/firebase/use-live-subscription';
import { fetchPublicListings, firstListingsPagePath, NEW_PROPERTIES_PATH } from '../../../lib/listings/public-listings-api';

const FEATURED_PATH = firstListingsPagePath({ search: null, order: 'newest', filters: { featured: true } }, HOME_FEATURED_LEAD);
const NEWEST_PREVIEW = { key: NEW_PROPERTIES_PATH, load: () => fetchPublicListings(NEW_PROPERTIES_PATH) };
const FEATURED_PREVIEW = { key: FEATURED_PATH, load: () => fetchPublicListings(FEATURED_PATH) };
const read = (docs: PlainDoc[]) => docs.map(listingFromDoc);
const NO_LEAD: Listing[] = [];

/**
 * New Properties on home: the featured listings first (up to 4), then the newest public listings, 8
 * in all (docs/plans.md "Featured listings"), read once `enabled` (loading until then). Each list
 * paints from the facade's cacheable answer (`GET /new-properties`, All properties' first Featured
 * page), then its live listener keeps it current. Without the featured ones (their read failed,
 * logged) the newest stand alone.
 */
export function useNewProperties(enabled: boolean): LiveState<Listing[]> & { retry: () => void } {
  const newest = useLiveQueryWithPreview(enabled ? NEW_PROPERTIES_QUERY : null, read, enabled ? NEWEST_PREVIEW : null);
  const featured = useLiveQueryWithPreview(enabled ? FEATURED_LEAD_QUERY : null, read, enabled ? FEATURED_PREVIEW : null);
  const lead = featured.status === 'success' ? featured.data : NO_LEAD;
  const now = usePageTime();
  const listings = useMemo(() => (newest.status === 'success' ? leadByFeatured(lead, newest.data, HOME_NEW_PROPERTIES, now) : null), [newest.status, newest.data, lead, now]);
  // Both in (or the featured failed) before the section paints, so the lead never moves the cards.
  if (newest.status === 'success' && featured.status === 'loading') return { status: 'loading', data: undefined, error: null, retry: newest.retry };
  return newest.status === 'success' && listings !== null ? { ...newest, data: listings } : newest;
}
