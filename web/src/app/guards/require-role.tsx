import { Navigate, Outlet } from 'react-router';
import type { Role } from '@homehaven/domain/roles';
import { paths } from '../../config/paths';
import { useRole } from '../../lib/auth/use-role';
import { PageSpinner } from '../../components/ui/page-spinner';

/**
 * Role guard (user, agent or admin): a loading indicator while the role loads; fraud users, other
 * roles and users without a profile go to /. Sits inside the login guard.
 */
export function RequireRole({ role }: { role: Exclude<Role, 'fraud'> }) {
  const state = useRole();
  if (state.status === 'loading') return <PageSpinner label="Checking your access…" />;
  if (state.role !== role) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
