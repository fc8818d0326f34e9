import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

/** The authentication context; throws when used outside `AuthProvider` (a wiring bug). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider.');
  return value;
}
