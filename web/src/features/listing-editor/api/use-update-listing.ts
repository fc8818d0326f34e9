import { MESSAGES } from '@homehaven/domain/messages';
import { useAuth } from '../../../lib/auth/use-auth';
import type { Listing } from '../../../lib/firebase/documents';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import { DELETE_FIELD, SERVER_TIME } from '../../../lib/firebase/signed-in-live/write-values';
import { agentOf, type ListingDraft } from '../utils/listing-draft';
import { listingEditPatch } from '../utils/listing-edit-patch';

/** What an update did: saved, or nothing to save ("Update failed"; nothing written). */
export type UpdateOutcome = 'saved' | 'unchanged';

/**
 * Saves the agent's edit of their listing: only the changed fields (facts all removed, or a list of
 * pictures emptied, deletes the field), the agent block as signed in, the server's `updatedAt`, and
 * the bait-and-switch guard's status fields (`listingEditPatch`). `before` is the stored listing as
 * last read, which is what the rules compare the edit with.
 */
export function useUpdateListing() {
  const { user } = useAuth();
  return async (before: Listing, after: ListingDraft): Promise<UpdateOutcome> => {
    if (!user) throw new Error(MESSAGES.property.updateFailed);
    const patch = listingEditPatch(before, after, agentOf(user));
    if (patch === null) return 'unchanged';
    const written = Object.fromEntries(Object.entries(patch).map(([field, value]) => [field, value === null ? DELETE_FIELD : value]));
    await (await loadSignedInLive()).writeSignedIn([{ op: 'update', path: `properties/${before.id}`, data: { ...written, updatedAt: SERVER_TIME } }]);
    return 'saved';
  };
}
