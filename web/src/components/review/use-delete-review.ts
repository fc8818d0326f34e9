import { loadFirestore } from '../../lib/firebase/load';

/**
 * Deletes a review (`reviews/{id}`); the rules allow it to its author and to admins. Resolves
 * once the server has accepted it, rejects when refused. The live list drops the review at once.
 */
export function useDeleteReview() {
  return async (reviewId: string): Promise<void> => {
    const { db, doc, deleteDoc } = await loadFirestore();
    await deleteDoc(doc(db, 'reviews', reviewId));
  };
}
