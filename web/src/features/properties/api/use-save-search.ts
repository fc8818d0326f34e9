import type { ListingFilters } from '@homehaven/domain/listing-filters';
import { newSavedSearch, type SavedSearchForm } from '@homehaven/domain/saved-searches';
import { useAuth } from '../../../lib/auth/use-auth';
import { loadFirestore } from '../../../lib/firebase/load';

/** Saves a search, with its filters, for the signed-in person (`savedSearches/{auto}`; the rules check every field). */
export function useSaveSearch() {
  const { user } = useAuth();
  return async (form: SavedSearchForm, filters: ListingFilters): Promise<void> => {
    if (!user?.email) throw new Error('Sign in to save a search.');
    const { db, addDoc, collection, serverTimestamp } = await loadFirestore();
    await addDoc(collection(db, 'savedSearches'), newSavedSearch({ uid: user.uid, email: user.email }, form, serverTimestamp(), filters));
  };
}
