import { NEW_PROPERTIES_QUERY } from '@homehaven/domain/queries/listings';
import { listingFromDoc } from '../../../lib/firebase/documents';
import { useLiveQueryWithPreview } from '../../../lib/firebase/use-live-query-with-preview';
import { fetchPublicListings, NEW_PROPERTIES_PATH } from '../../../lib/listings/public-listings-api';

const PREVIEW = { key: NEW_PROPERTIES_PATH, load: () => fetchPublicListings(NEW_PROPERTIES_PATH) };

/**
 * New Properties on home: the 8 newest public listings, read once `enabled` (loading until then).
 * They paint from the facade's cacheable answer, then the live listener keeps them current.
 */
export function useNewProperties(enabled: boolean) {
  return useLiveQueryWithPreview(enabled ? NEW_PROPERTIES_QUERY : null, (docs) => docs.map(listingFromDoc), enabled ? PREVIEW : null);
}
