import { firebaseOptions } from '../options';

/**
 * Where Firebase Auth keeps the app's session (local storage in the page, web/src/lib/firebase/auth.ts),
 * and the key the signed-in live worker's Auth asks its storage for: both are the default app's.
 */
export const SESSION_KEY = `firebase:authUser:${firebaseOptions.apiKey ?? ''}:[DEFAULT]`;
