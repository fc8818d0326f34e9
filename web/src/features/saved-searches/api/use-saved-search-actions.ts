import type { SavedSearchDoc } from '@homehaven/domain/saved-searches';
import { loadFirestore } from '../../../lib/firebase/load';
import { trimInvisible } from '@homehaven/domain/text';

/** The owner's changes to a saved search: rename, switch e-mail alerts (the only fields the rules let change), delete. */
export function useSavedSearchActions() {
  const update = async (id: string, patch: Partial<Pick<SavedSearchDoc, 'name' | 'emailAlerts'>>): Promise<void> => {
    const { db, doc, updateDoc } = await loadFirestore();
    await updateDoc(doc(db, 'savedSearches', id), patch);
  };
  return {
    rename: (id: string, name: string) => update(id, { name: trimInvisible(name) }),
    setEmailAlerts: (id: string, emailAlerts: boolean) => update(id, { emailAlerts }),
    remove: async (id: string): Promise<void> => {
      const { db, doc, deleteDoc } = await loadFirestore();
      await deleteDoc(doc(db, 'savedSearches', id));
    },
  };
}
