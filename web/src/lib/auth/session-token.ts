import type { User } from 'firebase/auth';
import { ACCESS_TOKEN_KEY } from '@homehaven/domain/constants';

/**
 * Keeps the user's Firebase ID token under `access-token` for the authorised client. This replaces
 * the REST contract's `/jwt` exchange, which would issue a token for a bare e-mail (docs/decisions.md).
 */
export async function rememberToken(user: User): Promise<void> {
  localStorage.setItem(ACCESS_TOKEN_KEY, await user.getIdToken());
}

/** Drops the stored token when nobody is signed in. */
export function forgetToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
}
