import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { loadAuth, type AuthModule } from '../firebase/load';
import { AuthContext, type AuthContextValue, type ProfilePatch } from './auth-context';
import { forgetToken, rememberToken } from './session-token';

/**
 * Provides the signed-in user and the identity actions of spec section 3. Firebase Auth loads after
 * the first paint (`loadAuth`); until it has restored the session, `loading` stays true.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Wrapped in an object so that a profile edit (same User instance, mutated) still re-renders.
  const [current, setCurrent] = useState<{ user: User | null }>({ user: null });
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    loadAuth().then(
      ({ auth, onIdTokenChanged }) => {
        if (stopped) return;
        unsubscribe = onIdTokenChanged(auth, async (next) => {
          if (next) await rememberToken(next).catch((error: unknown) => console.error('token', error));
          else forgetToken();
          setCurrent({ user: next });
          setLoading(false);
        });
      },
      (error: unknown) => {
        // Without the SDK nobody can be signed in: show the signed-out site rather than spin forever.
        console.error('loading Firebase Auth', error);
        setLoading(false);
      },
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, []);

  const setUser = useCallback((user: User | null) => setCurrent({ user }), []);

  /** Runs an identity action with loading on; a failed one changes no auth state, so reset it here. */
  const begin = useCallback(async <T,>(action: (sdk: AuthModule) => Promise<T>): Promise<T> => {
    setLoading(true);
    try {
      return await action(await loadAuth());
    } catch (error) {
      setLoading(false);
      throw error;
    }
  }, []);

  const updateUserProfile = useCallback(async (patch: ProfilePatch) => {
    const { auth, updateProfile } = await loadAuth();
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
      signInHandle: (email, password) => begin((sdk) => sdk.createUserWithEmailAndPassword(sdk.auth, email, password)),
      loginHandle: (email, password) => begin((sdk) => sdk.signInWithEmailAndPassword(sdk.auth, email, password)),
      logOutHandle: () => begin((sdk) => sdk.signOut(sdk.auth)),
      githubLogin: () => begin((sdk) => sdk.signInWithPopup(new sdk.GithubAuthProvider())),
      googleHandle: () => begin((sdk) => sdk.signInWithPopup(new sdk.GoogleAuthProvider())),
    }),
    [current, loading, setUser, updateUserProfile, begin],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
