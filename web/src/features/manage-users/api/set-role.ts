import type { Role } from '@homehaven/domain/roles';
import { loadFirestore } from '../../../lib/firebase/load';

/**
 * Writes a user's role (`users/{uid}.roll`) under the rules, which allow an admin exactly the changes of docs/product.md §11.3 Role
 * changes and never on their own document. Marking fraud sets off the server's withdrawal (listings
 * hidden, open offers rejected and refunded). The live list shows the new role at once.
 */
export async function setRole(uid: string, roll: Exclude<Role, 'user'>): Promise<void> {
  const { db, doc, updateDoc } = await loadFirestore();
  await updateDoc(doc(db, 'users', uid), { roll });
}
