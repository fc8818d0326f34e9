/** The code of a Firebase Auth error (`auth/expired-action-code`), or null for anything else. */
export function authErrorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}
