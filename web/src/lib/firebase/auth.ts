// Firebase Auth, loaded after the first paint through `loadAuth()` (load.ts); never import it statically.
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithPopup as signInWithPopupAndResolver,
  type AuthProvider,
} from 'firebase/auth';
import { firebaseApp } from './app';
import { endSessionCookie, keepSessionCookie } from '../auth/session-cookie';
import { signedInRender } from '../signed-in-render';
import type { StoredSession } from './signed-in-live/protocol';
import { shareSession } from './signed-in-live/signed-in-live-client';

export {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  GithubAuthProvider,
  GoogleAuthProvider,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';

/**
 * Firebase Auth for the app, without getAuth's popup resolver, which would load Google's iframe script
 * on every page (sign-in with a popup passes the resolver itself). Sessions live in local storage
 * first: the public pages tell a member from a visitor by it without loading Auth (session-hint.ts).
 * With IndexedDB first, as getAuth has it, Auth moved a session there and out of local storage, and
 * a page opened before the app had kept its token showed a member signed out. A session an older
 * build kept in IndexedDB moves to local storage the first time Auth loads.
 */
export const auth = initializeAuth(firebaseApp, { persistence: [browserLocalPersistence, indexedDBLocalPersistence] });

// The session cookie that pages rendered per request read follows whoever Auth reports (docs/facade.md
// "Session cookie"), from here, so that none of its code comes with the public pages. A page rendered
// for a session that Auth does not find ends the cookie too, though this browser kept no note of it.
onIdTokenChanged(auth, (user) => (user ? keepSessionCookie(user.uid, () => user.getIdToken()) : endSessionCookie({ always: signedInRender() !== null })));
// The signed-in live worker reads as whoever Auth reports (docs/decisions.md "Signed-in Firestore in a worker").
onIdTokenChanged(auth, (user) => shareSession(user ? (user.toJSON() as StoredSession) : null));

/** Signs in with a provider's popup (Google, GitHub); the popup machinery loads only here. */
export function signInWithPopup(provider: AuthProvider) {
  return signInWithPopupAndResolver(auth, provider, browserPopupRedirectResolver);
}

// Direct `import.meta.env.X` reads so Vite inlines each value: a production build sees
// `undefined === 'true'` and drops this branch, emulator hosts included.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', { disableWarnings: true });
}
