import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { CompareTrayMount } from '../../components/compare/compare-tray-mount';
import { onUnauthorized } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';

/** Root of every route: wires the authorised client's 401/403 answer to "log out, go to /login". */
export function AppShell() {
  const { logOutHandle } = useAuth();
  const navigate = useNavigate();

  useEffect(
    () =>
      onUnauthorized(() => {
        logOutHandle()
          .catch((error: unknown) => console.error('log out after 401', error))
          .finally(() => void navigate(paths.login.href(), { replace: true }));
      }),
    [logOutHandle, navigate],
  );

  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <CompareTrayMount />
    </>
  );
}
