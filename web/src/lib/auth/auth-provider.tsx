import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  createUserWithEmailAndPassword,
  GithubAuthProvider,
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { auth } from '../firebase';
import { AuthContext, type AuthContextValue, type ProfilePatch } from './auth-context';
import { forgetToken, rememberToken } from './session-token';

/** Provides the signed-in user and the identity actions of spec section 3. */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Wrapped in an object so that a profile edit (same User instance, mutated) still re-renders.
  const [current, setCurrent] = useState<{ user: User | null }>({ user: null });
  const [loading, setLoading] = useState(true);

  useEffect(
    () =>
      onIdTokenChanged(auth, async (next) => {
        if (next) await rememberToken(next).catch((error: unknown) => console.error('token', error));
        else forgetToken();
        setCurrent({ user: next });
        setLoading(false);
      }),
    [],
  );

  const setUser = useCallback((user: User | null) => setCurrent({ user }), []);

  /** Runs an identity action with loading on; a failed one changes no auth state, so reset it here. */
  const begin = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setLoading(true);
    try {
      return await action();
    } catch (error) {
      setLoading(false);
      throw error;
    }
  }, []);

  const updateUserProfile = useCallback(async (patch: ProfilePatch) => {
    const user = auth.currentUser;
    if (!user) throw new Error('Sign in first.');
    await updateProfile(user, patch);
    setCurrent({ user });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: current.user,
      loading,
      setLoading,
      setUser,
      updateUserProfile,
      signInHandle: (email, password) => begin(() => createUserWithEmailAndPassword(auth, email, password)),
      loginHandle: (email, password) => begin(() => signInWithEmailAndPassword(auth, email, password)),
      logOutHandle: () => begin(() => signOut(auth)),
      githubLogin: () => begin(() => signInWithPopup(auth, new GithubAuthProvider())),
      googleHandle: () => begin(() => signInWithPopup(auth, new GoogleAuthProvider())),
    }),
    [current, loading, setUser, updateUserProfile, begin],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
