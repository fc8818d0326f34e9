import type { DocumentData } from 'firebase-admin/firestore';
import { isRole, type Role } from '@homehaven/domain/roles';

/**
 * The field of a users document that holds its role: spelled `roll` in the product's public contract
 * (documents and the `/user/roll` paths, docs/architecture.md §3 Data model), read and written under
 * that name here only; everywhere else in the functions it is `role`.
 */
export const ROLE_FIELD = 'roll';

/** A users document's role, or null when it holds none (or anything that is not one). */
export function storedRole(data: DocumentData | undefined): Role | null {
  const role: unknown = data?.[ROLE_FIELD];
  return isRole(role) ? role : null;
}
