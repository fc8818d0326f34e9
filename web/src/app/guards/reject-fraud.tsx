import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { useRole } from '../../lib/auth/use-role';
import { notifyInfo } from '../../lib/toast';

/**
 * Fraud guard for the whole dashboard (docs/product.md §4 Routes and guards: fraud is sent to /): a fraud user is sent
 * home and told why, at once when an admin marks them mid-session (the role is live). Other roles pass
 * without waiting for the role; the role guards of each page still apply.
 */
export function RejectFraud() {
  const { role } = useRole();
  const fraud = role === 'fraud';
  useEffect(() => {
    if (fraud) notifyInfo(MESSAGES.users.suspended, 'account-suspended');
  }, [fraud]);
  if (fraud) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
