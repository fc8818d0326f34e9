import { apiFetch } from '../../../lib/api-client';

/**
 * Deletes a user through the facade (`DELETE /user/{id}`): their sign-in account, wishlist, reviews
 * and profile; an agent's listings are withdrawn and open offers rejected and refunded. Only the server
 * can delete a sign-in account. It refuses an admin's own account.
 */
export async function deleteUser(uid: string): Promise<void> {
  await apiFetch(`/user/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}
