import type { SavedSearchDoc } from '@homehaven/domain/saved-searches';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import { trimInvisible } from '@homehaven/domain/text';

/** The owner's changes to a saved search: rename, switch e-mail alerts (the only fields the rules let change), delete. */
export function useSavedSearchActions() {
  const update = async (id: string, patch: Partial<Pick<SavedSearchDoc, 'name' | 'emailAlerts'>>): Promise<void> => {
    await (await loadSignedInLive()).writeSignedIn([{ op: 'update', path: `savedSearches/${id}`, data: patch }]);
  };
  return {
    rename: (id: string, name: string) => update(id, { name: trimInvisible(name) }),
    setEmailAlerts: (id: string, emailAlerts: boolean) => update(id, { emailAlerts }),
    remove: async (id: string): Promise<void> => {
      await (await loadSignedInLive()).writeSignedIn([{ op: 'delete', path: `savedSearches/${id}` }]);
    },
  };
}
