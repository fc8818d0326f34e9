// Firebase Auth, loaded after the first paint through `loadAuth()` (load.ts); never import it statically.
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { firebaseApp } from './app';

export {
  createUserWithEmailAndPassword,
  GithubAuthProvider,
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';

/** Firebase Auth for the app. */
export const auth = getAuth(firebaseApp);

// Direct `import.meta.env.X` reads so Vite inlines each value: a production build sees
// `undefined === 'true'` and drops this branch, emulator hosts included.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', { disableWarnings: true });
}
