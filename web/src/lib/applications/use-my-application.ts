import { useAuth } from '../auth/use-auth';
import { useLiveDocument } from '../firebase/use-live-document';
import { toApplication } from './application';

/** The signed-in person's own professional application, live (null when they have none). */
export function useMyApplication() {
  const { user } = useAuth();
  return useLiveDocument('applications', user?.uid ?? null, toApplication);
}
