import { initializeApp } from 'firebase/app';
import { firebaseOptions } from './options';

/**
 * The one Firebase app. Only the lazily loaded SDK modules (auth.ts, firestore.ts) import this file,
 * so the SDK never delays the first paint (docs/decisions.md, "First paint without Firebase").
 */
export const firebaseApp = initializeApp(firebaseOptions);
