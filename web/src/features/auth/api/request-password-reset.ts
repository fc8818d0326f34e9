import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../../config/paths';
import { loadAuth } from '../../../lib/firebase/load';
import { authErrorCode } from './auth-error-code';

/**
 * Asks Firebase Auth to e-mail a reset link to `email`. An address without an account is answered as
 * one with an account (a project with e-mail enumeration protection does so itself; the emulator and
 * older projects say "user not found", which is kept from the page). The link's page sends the
 * person on to the login page once the password is changed.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { auth, sendPasswordResetEmail } = await loadAuth();
  try {
    await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}${paths.login.href()}` });
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return;
    console.error('password reset request', error);
    throw new Error(MESSAGES.passwordReset.sendFailed);
  }
}
