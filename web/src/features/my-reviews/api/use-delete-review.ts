import { loadFirestore } from '../../../lib/firebase/load';

/**
 * Deletes one of the user's reviews (`reviews/{id}`); the rules allow it only to its author. Resolves
 * once the server has accepted it, rejects when refused. The live list drops the review at once.
 */
export function useDeleteReview() {
  return async (reviewId: string): Promise<void> => {
    const { db, doc, deleteDoc } = await loadFirestore();
    await deleteDoc(doc(db, 'reviews', reviewId));
  };
}
