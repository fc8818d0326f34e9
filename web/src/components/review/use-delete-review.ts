import { loadSignedInLive } from '../../lib/firebase/signed-in-live/load-signed-in-live';

/**
 * Deletes a review (`reviews/{id}`); the rules allow it to its author and to admins. Resolves
 * once the server has accepted it, rejects when refused. The live list drops the review at once.
 */
export function useDeleteReview() {
  return async (reviewId: string): Promise<void> => {
    await (await loadSignedInLive()).writeSignedIn([{ op: 'delete', path: `reviews/${reviewId}` }]);
  };
}
