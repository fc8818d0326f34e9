import { useAuth } from '../../../lib/auth/use-auth';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';

/** The name on the person's users document, as the rules compare an application's with it. */
export function useOwnName() {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  return useLiveDocument('users', uid, (snapshot) => {
    const name: unknown = snapshot.get('name');
    return typeof name === 'string' ? name : '';
  });
}
