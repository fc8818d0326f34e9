import { createContext, useContext, useEffect } from 'react';

/** Where restoring the session stands (beside the required auth context, which says only `loading`). */
export interface SessionState {
  /** Firebase Auth has said who is signed in (or failed to load): `user` is the truth. */
  known: boolean;
  /** A probable member's session is being restored: neither a visitor's nor a member's controls yet. */
  restoring: boolean;
  /** Loads Firebase Auth now, if it has not started (pages that need to know who is signed in). */
  request: () => void;
}

export const SessionContext = createContext<SessionState | null>(null);

/** The session's state, from AuthProvider. */
export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside AuthProvider.');
  return value;
}

/**
 * For pages that must know who is signed in (the dashboard, a listing's details): asks for the
 * session at once and answers whether it is known yet.
 */
export function useKnownSession(): boolean {
  const { known, request } = useSession();
  useEffect(() => {
    if (!known) request();
  }, [known, request]);
  return known;
}
