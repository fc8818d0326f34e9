import type { Role } from '@homehaven/domain/roles';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';

/**
 * Writes a user's role (`users/{uid}.roll`) under the rules, which allow an admin exactly the changes of docs/product.md §11.3 Role
 * changes and never on their own document. Marking fraud sets off the server's withdrawal (listings
 * hidden, open offers rejected and refunded). The live list shows the new role at once.
 */
export async function setRole(uid: string, roll: Exclude<Role, 'user'>): Promise<void> {
  await (await loadSignedInLive()).writeSignedIn([{ op: 'update', path: `users/${uid}`, data: { roll } }]);
}
