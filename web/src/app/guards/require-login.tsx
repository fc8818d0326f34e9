import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, type LoginRedirectState } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { useKnownSession } from '../../lib/auth/session-context';
import { PageSpinner } from '../../components/ui/page-spinner';

/** Login guard: spinner while the session is restored; signed out goes to /login remembering where it was headed. */
export function RequireLogin() {
  const { user, loading } = useAuth();
  const known = useKnownSession();
  const { pathname, search, hash } = useLocation();
  if (!known || loading) return <PageSpinner />;
  if (!user) {
    const state: LoginRedirectState = { from: { pathname, search, hash } };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  return <Outlet />;
}
