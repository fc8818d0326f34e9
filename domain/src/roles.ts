/** Roles a user can hold; the field is spelled `roll` as in the product's public contract. */
export const ROLES = ['user', 'agent', 'admin', 'fraud'] as const;

/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];

/** The role every new account starts with. */
export const DEFAULT_ROLE: Role = 'user';

/** Role changes an admin may make (spec section 4): make admin, make agent, mark an agent fraud. */
export function canChangeRole(from: Role, to: Role): boolean {
  if (from === 'fraud' || from === to) return false;
  if (to === 'admin' || to === 'agent') return true;
  return to === 'fraud' && from === 'agent';
}

/** Type guard for values read from outside (documents, requests). */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
