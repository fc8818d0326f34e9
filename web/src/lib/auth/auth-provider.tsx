import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { nextTask, whenIdle } from '../idle';
import { loadAuth, type AuthModule } from '../firebase/load';
import { AuthContext, type AuthContextValue, type ProfilePatch } from './auth-context';
import { SessionContext, type SessionState } from './session-context';
import { signedInRender } from '../signed-in-render';
import { probablySignedIn } from './session-hint';
import { forgetToken, rememberToken } from './session-token';

/**
 * Provides the signed-in user and the identity actions of docs/product.md §11.4 Session. Firebase Auth loads after
 * the first paint, and only when needed (docs/decisions.md, "Public pages"): at the first idle moment
 * when someone is probably signed in here (session-hint.ts), or as soon as a page needs the session or
 * an identity action runs. A visitor on the public pages never downloads it. `loading` stays true
 * until it is known whether someone is signed in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A page rendered per request for a signed-in person starts signed in as them (lib/signed-in-render.ts).
  const [rendered] = useState(() => signedInRender()?.user() ?? null);
  // Wrapped in an object so that a profile edit (same User instance, mutated) still re-renders.
  const [current, setCurrent] = useState<{ user: User | null }>({ user: rendered });
  const [loading, setLoading] = useState(rendered === null);
  const [known, setKnown] = useState(rendered !== null);
  const [restoring, setRestoring] = useState(false);
  const unsubscribe = useRef<(() => void) | null>(null);
  const started = useRef(false);

  /** Loads Firebase Auth (once) and follows the session from then on; loading meanwhile unless `quiet`. */
  const request = useCallback((quiet = false) => {
    if (started.current) return;
    started.current = true;
    if (!quiet) {
      setRestoring(true);
      setLoading(true);
    }
    loadAuth().then(
      async ({ auth, onIdTokenChanged }) => {
        // Not in the task that evaluated the SDK (load.ts `listenWhenLoaded` says why).
        await nextTask();
        unsubscribe.current = onIdTokenChanged(auth, async (next) => {
          if (next) await rememberToken(next).catch((error: unknown) => console.error('token', error));
          else forgetToken();
          setCurrent({ user: next });
          setKnown(true);
          setRestoring(false);
          setLoading(false);
        });
      },
      (error: unknown) => {
        // Without the SDK nobody can be signed in: show the signed-out site rather than spin forever.
        console.error('loading Firebase Auth', error);
        setKnown(true);
        setRestoring(false);
        setLoading(false);
      },
    );
  }, []);

  // A rendered session shows signed in at once, without a loading state; the signed-in live worker's
  // Auth confirms it, refreshes its token or ends it (rendered-session.ts), and Auth in the page loads
  // only when something asks for it: an identity action, Auth's own user, someone else signed in.
  useEffect(() => {
    if (rendered) {
      let active = true;
      let stop: (() => void) | undefined;
      const events = {
        ended: () => {
          if (!started.current) setCurrent({ user: null });
        },
        elsewhere: () => request(true),
      };
      import('./rendered-session').then(
        ({ keepRenderedSession }) => {
          if (active) stop = keepRenderedSession(rendered.uid, events);
        },
        () => request(true),
      );
      return () => {
        active = false;
        stop?.();
      };
    }
    // First idle moment: a probable member's session is restored; a visitor is a visitor.
    return whenIdle(() => {
      if (probablySignedIn()) request();
      else if (!started.current) setLoading(false);
    });
  }, [request, rendered]);
  useEffect(() => () => unsubscribe.current?.(), []);

  const setUser = useCallback((user: User | null) => setCurrent({ user }), []);

  /** Runs an identity action with loading on; a failed one changes no auth state, so reset it here. */
  const begin = useCallback(
    async <T,>(action: (sdk: AuthModule) => Promise<T>): Promise<T> => {
      request();
      setLoading(true);
      try {
        return await action(await loadAuth());
      } catch (error) {
        setLoading(false);
        throw error;
      }
    },
    [request],
  );

  const updateUserProfile = useCallback(
    async (patch: ProfilePatch) => {
      // From now on the provider follows Auth in the page (a rendered page had not loaded it).
      request(true);
      const { auth, updateProfile } = await loadAuth();
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) throw new Error('Sign in first.');
      await updateProfile(user, patch);
      setCurrent({ user });
    },
    [request],
  );

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
  const session = useMemo<SessionState>(() => ({ known, restoring, request }), [known, restoring, request]);

  return (
    <AuthContext.Provider value={value}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AuthContext.Provider>
  );
}
