import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { notifyAuth } from '../toast';
import { useAuth } from './use-auth';

/** The Log Out action shared by the top bar and the dashboard: sign out, toast, go home. */
export function useLogOut(): () => Promise<void> {
  const { logOutHandle } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logOutHandle();
      notifyAuth(MESSAGES.auth.logout, 'error');
      await navigate(paths.home.href());
    } catch (error) {
      // Log-out failures are only logged (docs/product.md §13.4 Only logged).
      console.error('log out', error);
    }
  }, [logOutHandle, navigate]);
}
