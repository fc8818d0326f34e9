import { apiFetch } from '../../../lib/api-client';

/**
 * Deletes one of the agent's listings through the facade (`DELETE /properties/{id}`), never straight
 * in Firestore: only the server can check the offers on it (the rules refuse client deletes). It
 * refuses a sold listing or one with a paid or accepted offer (409, with its reason), and rejects the
 * pending offers of the one it deletes. Resolves once deleted; rejects with the `ApiError` otherwise.
 */
export function useDeleteListing() {
  return async (listingId: string): Promise<void> => {
    await apiFetch(`/properties/${encodeURIComponent(listingId)}`, { method: 'DELETE' });
  };
}
