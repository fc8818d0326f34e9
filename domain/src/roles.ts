/** Roles a user can hold; the field is spelled `roll` as in the product's public contract. */
export const ROLES = ['user', 'agent', 'admin', 'fraud'] as const;

/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];

/**
 * Roles of accounts in good standing: every role but fraud. The functions' allow-list for acting on
 * one's own things (a wishlist entry, a review, one's own offer's payment), whatever else one may do.
 */
export const MEMBER_ROLES = ['user', 'agent', 'admin'] as const satisfies readonly Role[];

/** The role every new account starts with. */
export const DEFAULT_ROLE: Role = 'user';

/** Role changes an admin may make (docs/product.md §11.3 Role changes): make admin, make agent, mark an agent fraud. */
export function canChangeRole(from: Role, to: Role): boolean {
  if (from === 'fraud' || from === to) return false;
  if (to === 'admin' || to === 'agent') return true;
  return to === 'fraud' && from === 'agent';
}

/** Type guard for values read from outside (documents, requests). */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
