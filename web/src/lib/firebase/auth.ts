// Firebase Auth, loaded after the first paint through `loadAuth()` (load.ts); never import it statically.
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithPopup as signInWithPopupAndResolver,
  type AuthProvider,
} from 'firebase/auth';
import { firebaseApp } from './app';

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

/** Signs in with a provider's popup (Google, GitHub); the popup machinery loads only here. */
export function signInWithPopup(provider: AuthProvider) {
  return signInWithPopupAndResolver(auth, provider, browserPopupRedirectResolver);
}

// Direct `import.meta.env.X` reads so Vite inlines each value: a production build sees
// `undefined === 'true'` and drops this branch, emulator hosts included.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', { disableWarnings: true });
}
