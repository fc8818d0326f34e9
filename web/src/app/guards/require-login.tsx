import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, type LoginRedirectState } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { useKnownSession } from '../../lib/auth/session-context';
import { PageSpinner } from '../../components/ui/page-spinner';
import { loadFirestore } from '../../lib/firebase/load';

/**
 * Login guard: spinner while the session is restored; signed out goes to /login remembering where it was headed.
 * Every signed-in page reads Firestore (the role first), so its SDK downloads beside Auth's rather than
 * after it (docs/performance.md "Signed-in pages: what is left between them and the targets").
 */
export function RequireLogin() {
  const { user, loading } = useAuth();
  const known = useKnownSession();
  useEffect(() => {
    // A failed download is reported by whoever reads Firestore, and retried there.
    loadFirestore().catch(() => undefined);
  }, []);
  const { pathname, search, hash } = useLocation();
  if (!known || loading) return <PageSpinner />;
  if (!user) {
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  return <Outlet />;
}
