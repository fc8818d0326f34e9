import type { User } from 'firebase/auth';
import { loadAuth } from '../firebase/load';

/**
 * Auth's own user for `user`. A page rendered per request starts with a stand-in of the session's user
 * until Firebase Auth has restored it (lib/signed-in-render.ts); what asks Auth itself (reload, a fresh
 * token, a verification e-mail) waits for the real one. Refused when Auth holds someone else (signed
 * out, or in as another person, in another tab).
 */
export async function sdkUser(user: User): Promise<User> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
  const current = auth.currentUser;
  if (current === null || current.uid !== user.uid) throw new Error('the session is no longer this person’s');
  return current;
}
