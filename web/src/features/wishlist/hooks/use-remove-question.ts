import { MESSAGES } from '@homehaven/domain/messages';
import type { WishlistEntry } from '../../../lib/firebase/documents';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useRemoveFromWishlist } from '../api/use-remove-from-wishlist';

/**
 * The "Are you sure?" before a removal, and the removal (one at a time: `useConfirmedAction`). The page keeps it, not the list: if the entry vanishes meanwhile (removed in another tab, the
 * list emptied) the question stays, and confirming says it is gone. The toast follows the server.
 */
export function useRemoveQuestion() {
  const remove = useRemoveFromWishlist();
  const question = useConfirmedAction(async (entry: WishlistEntry) => {
    try {
      const outcome = await remove(entry.id);
      if (outcome === 'removed') notifySuccess(MESSAGES.wishlist.removed);
      else notifyError(MESSAGES.wishlist.notFound);
    } catch (error) {
      console.error('wishlist remove', error);
      notifyError(MESSAGES.wishlist.deleteFailed);
    }
  });
  return { ...question, asking: question.target !== null };
}
