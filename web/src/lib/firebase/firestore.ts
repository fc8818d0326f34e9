// Firestore in the page, loaded on first use through `loadFirestore()` (load.ts); never import it
// statically. Only what stays in the page uses it: transactions, the users document at sign-in, the
// compare tray (docs/decisions.md "Signed-in Firestore in a worker").
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseApp } from './app';

export { average, count, doc, getDoc, getAggregateFromServer, onSnapshot, runTransaction, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
export { buildQuery } from './build-query';

/** Firestore for the app. */
export const db = getFirestore(firebaseApp);

// See auth.ts: a production build drops this branch.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectFirestoreEmulator(db, import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1', Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
}
