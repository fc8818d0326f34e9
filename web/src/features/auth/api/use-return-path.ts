import { useLocation } from 'react-router';
import { paths, type LoginRedirectState } from '../../../config/paths';

/** Where to go after signing in: the page the login guard remembered, or home. */
export function useReturnPath(): string {
  const state = useLocation().state as LoginRedirectState | null;
  const from = state?.from;
  if (!from || from.pathname === paths.login.href()) return paths.home.href();
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
