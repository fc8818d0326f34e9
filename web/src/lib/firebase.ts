import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';

/** The one Firebase app, created at module level so every import shares it (reactfire docs' advice). */
export const firebaseApp = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
});

/** Firebase Auth for the app. */
export const auth = getAuth(firebaseApp);

/** Firestore for the app. */
export const db = getFirestore(firebaseApp);

// Written as direct `import.meta.env.X` reads so Vite inlines each value at build time: a production
// build sees `undefined === 'true'` and drops this branch, emulator hosts included.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectAuthEmulator(auth, import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', { disableWarnings: true });
  connectFirestoreEmulator(
    db,
    import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1',
    Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080),
  );
}
