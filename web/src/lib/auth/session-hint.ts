import { ACCESS_TOKEN_KEY } from '@homehaven/domain/constants';

/** Where Firebase Auth keeps a session in local storage (its first persistence: web/src/lib/firebase/auth.ts). */
const FIREBASE_SESSION_PREFIX = 'firebase:authUser:';

/**
 * Whether someone is probably signed in in this browser, known without loading Firebase Auth: the ID
 * token the app keeps while a session lasts (session-token.ts), or a session Firebase kept in local
 * storage. A visitor with neither never downloads Firebase Auth on the public pages (auth-provider.tsx);
 * a session an older build left in IndexedDB shows once a page needs it (the dashboard, sign-in).
 */
export function probablySignedIn(): boolean {
  try {
    if (localStorage.getItem(ACCESS_TOKEN_KEY) !== null) return true;
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(FIREBASE_SESSION_PREFIX)) return true;
    }
    return false;
  } catch {
    return false;
  }
}
