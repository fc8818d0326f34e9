import type { ListingFilters } from '@homehaven/domain/listing-filters';
import { newSavedSearch, type SavedSearchForm } from '@homehaven/domain/saved-searches';
import { useAuth } from '../../../lib/auth/use-auth';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import { SERVER_TIME } from '../../../lib/firebase/signed-in-live/write-values';
import { newDocumentId } from '../../../lib/new-document-id';

/** Saves a search, with its filters, for the signed-in person (`savedSearches/{auto}`; the rules check every field). */
export function useSaveSearch() {
  const { user } = useAuth();
  return async (form: SavedSearchForm, filters: ListingFilters): Promise<void> => {
    if (!user?.email) throw new Error('Sign in to save a search.');
    await (
      await loadSignedInLive()
    ).writeSignedIn([{ op: 'set', path: `savedSearches/${newDocumentId()}`, data: { ...newSavedSearch({ uid: user.uid, email: user.email }, form, SERVER_TIME, filters) } }]);
  };
}
