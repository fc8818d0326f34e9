import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, type LoginRedirectState } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { useKnownSession } from '../../lib/auth/session-context';
import { PageSpinner } from '../../components/ui/page-spinner';
import { loadSignedInLive } from '../../lib/firebase/signed-in-live/load-signed-in-live';

/**
 * Login guard: spinner while the session is restored; signed out goes to /login remembering where it was headed.
 * Every signed-in page reads Firestore (the role first), so the signed-in live worker starts with the
 * guard, its SDKs downloading beside the page's Auth rather than after it (docs/decisions.md
 * "Signed-in Firestore in a worker").
 */
export function RequireLogin() {
  const { user, loading } = useAuth();
  const known = useKnownSession();
  useEffect(() => {
    // A worker (or client) that fails to load is reported by whoever reads through it, and retried there.
    loadSignedInLive().then(
      ({ warmSignedInLive }) => warmSignedInLive(),
      () => undefined,
    );
  }, []);
  const { pathname, search, hash } = useLocation();
  if (!known || loading) return <PageSpinner />;
  if (!user) {
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  return <Outlet />;
}
