import { Navigate, Outlet } from 'react-router';
import type { Role } from '@homehaven/domain/roles';
import { paths } from '../../config/paths';
import { useRole } from '../../lib/auth/use-role';
import { PageSpinner } from '../../components/ui/page-spinner';

/**
 * Role guard for pages several roles share (Messages: buyers and agents): a loading indicator while
 * the role loads; anyone else goes to /. Sits inside the login guard, like RequireRole.
 */
export function RequireAnyRole({ roles }: { roles: readonly Exclude<Role, 'fraud'>[] }) {
  const state = useRole();
  if (state.status === 'loading') return <PageSpinner label="Checking your access…" />;
  if (!state.role || !(roles as readonly Role[]).includes(state.role)) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
