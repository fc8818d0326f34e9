import { useState } from 'react';
import { MESSAGES } from '@homehaven/domain/messages';
import { useAuth } from '../../../lib/auth/use-auth';
import { ensureUserDoc } from '../../../lib/auth/user-doc';
import { notifyAuth, notifyInfo } from '../../../lib/toast';

/**
 * Google sign-in (popup), then make sure `users/{uid}` exists. An existing account keeps its
 * document and role and gets the info toast "User already exists". Resolves true on success;
 * failures are only logged (docs/product.md §13.4 Only logged).
 */
export function useGoogleSignIn(successMessage: string) {
  const { googleHandle } = useAuth();
  const [busy, setBusy] = useState(false);

  const signIn = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const { user } = await googleHandle();
      const existed = await ensureUserDoc(user);
      notifyAuth(successMessage);
      if (existed) notifyInfo(MESSAGES.auth.userExists);
      return true;
    } catch (error) {
      console.error('google sign-in', error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { signIn, busy };
}
