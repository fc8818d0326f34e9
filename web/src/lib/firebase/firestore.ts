// Firestore, loaded after the first paint through `loadFirestore()` (load.ts); never import it statically.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseApp } from './app';

export {
  addDoc,
  average,
  collection,
  count,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getAggregateFromServer,
  getDocs,
  onSnapshot,
  runTransaction,
  serverTimestamp,
  setDoc,
  sum,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
export { buildQuery } from './build-query';

/** Firestore for the app. */
export const db = getFirestore(firebaseApp);

// See auth.ts: a production build drops this branch.
if (import.meta.env.VITE_USE_EMULATORS === 'true') {
  connectFirestoreEmulator(db, import.meta.env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1', Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT ?? 8080));
}
