import type { User } from 'firebase/auth';
import { paths } from '../../config/paths';
import { loadAuth } from '../firebase/load';
import { sdkUser } from '../auth/sdk-user';

/** E-mails the person a link that verifies their address; it opens the product's action page, then their application. */
export async function sendVerificationLink(user: User): Promise<void> {
  const { sendEmailVerification } = await loadAuth();
  await sendEmailVerification(await sdkUser(user), { url: `${window.location.origin}${paths.dashboard.application.href()}` });
}

/**
 * Whether the person's address is verified now, asked of Auth rather than the session's copy: a link
 * opened in another tab or browser verified it there. A fresh ID token then carries the claim the
 * rules check.
 */
export async function isVerifiedNow(user: User): Promise<boolean> {
  const current = await sdkUser(user);
  await current.reload();
  if (!current.emailVerified) return false;
  await current.getIdToken(true);
  return true;
}
