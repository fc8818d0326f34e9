import { loadFirestore } from '../../../lib/firebase/load';

/** What a removal found: the entry was there and is gone now, or it was already gone. */
export type RemoveOutcome = 'removed' | 'missing';

/** The rules refuse reading (and deleting) a wishlist entry that does not exist: "permission-denied". */
function isRefused(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'permission-denied';
}

/**
 * Removes an entry of the buyer's wishlist (`wishlist/{id}`). The rules refuse to read or delete an
 * entry that does not exist, so a plain delete could not tell "already gone" from a failure: a
 * transaction reads it first (a refused read of one's own entry id means it is gone) and deletes it
 * only if it is there. Resolves with what it found; rejects when the delete itself fails.
 */
export function useRemoveFromWishlist() {
  return async (entryId: string): Promise<RemoveOutcome> => {
    const { db, doc, runTransaction } = await loadFirestore();
    const entry = doc(db, 'wishlist', entryId);
    return runTransaction(db, async (transaction): Promise<RemoveOutcome> => {
      const snapshot = await transaction.get(entry).catch((error: unknown) => {
        if (isRefused(error)) return null;
        throw error;
      });
      if (!snapshot?.exists()) return 'missing';
      transaction.delete(entry);
      return 'removed';
    });
  };
}
