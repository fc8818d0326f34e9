import { MESSAGES } from '@homehaven/domain/messages';
import type { Listing } from '../../../lib/firebase/documents';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDeleteListing } from '../api/use-delete-listing';
import { deleteFailureMessage } from '../utils/delete-failure-message';

/**
 * The delete confirmation ("Are you sure?") before deleting a listing, then the delete (one at a time:
 * `useConfirmedAction`, so a double click deletes once). The live list drops the card by itself; the
 * toast follows the server's answer, with its reason when it refuses.
 */
export function useDeleteQuestion() {
  const deleteListing = useDeleteListing();
  return useConfirmedAction(async (listing: Listing) => {
    try {
      await deleteListing(listing.id);
      notifySuccess(MESSAGES.property.deleted);
    } catch (error) {
      console.error('listing delete', error);
      notifyError(deleteFailureMessage(error));
    }
  });
}
