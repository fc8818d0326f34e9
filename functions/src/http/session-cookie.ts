import type { IncomingHttpHeaders } from 'node:http';
import { getAuth } from 'firebase-admin/auth';
import { SESSION_COOKIE_DAYS } from '@homehaven/domain/constants';
import { adminApp, isEmulator } from '../config';
import { cookieValue, siteCookie } from './cookie-header';

/**
 * The session cookie (docs/facade.md "Session cookie"): `__session`, the only cookie Firebase Hosting
 * forwards to a function, so a navigation to a page the `pages` function renders carries the person's
 * session. The facade's own paths never read it: they take the bearer ID token alone.
 */
export const SESSION_COOKIE = '__session';

/** A session cookie's life in seconds: `SESSION_COOKIE_DAYS` (5) days, 432000. */
export const SESSION_COOKIE_MAX_AGE = SESSION_COOKIE_DAYS * 24 * 60 * 60;

/** Who a request's session cookie says is signed in. */
export interface Session {
  readonly uid: string;
}

/** The Auth errors of a token that is not (or no longer) good for a session: the caller's to fix by signing in again. */
const REFUSED_TOKEN = new Set(['auth/invalid-id-token', 'auth/id-token-expired', 'auth/id-token-revoked', 'auth/user-not-found', 'auth/user-disabled', 'auth/argument-error']);

const isRefusedToken = (error: unknown): boolean => REFUSED_TOKEN.has(String((error as { code?: unknown } | null)?.code));

/**
 * A new session cookie's value for the person of `idToken`, or null when the token is invalid, expired
 * or revoked, or its account disabled or gone (revocation checked first, as for every bearer token).
 * Any other failure (Auth unreachable) throws.
 */
export async function newSessionCookie(idToken: string): Promise<string | null> {
  const auth = getAuth(adminApp);
  try {
    await auth.verifyIdToken(idToken, true);
    return await auth.createSessionCookie(idToken, { expiresIn: SESSION_COOKIE_MAX_AGE * 1000 });
  } catch (error) {
    if (isRefusedToken(error)) return null;
    throw error;
  }
}

/** The `Set-Cookie` value handing out a session cookie: `Secure` except under the emulator (plain http). */
export function sessionCookieHeader(value: string): string {
  return siteCookie(SESSION_COOKIE, value, { maxAgeSeconds: SESSION_COOKIE_MAX_AGE, secure: !isEmulator });
}

/** The `Set-Cookie` value deleting the session cookie (same attributes, `Max-Age=0`). */
export function clearedSessionCookieHeader(): string {
  return siteCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure: !isEmulator });
}

/**
 * The person whose session cookie a request carries, verified with revocation checked (a revoked
 * session, a disabled or deleted account, an expired or forged cookie all count as none); null when
 * there is none. Never throws: a page rendered without a session is the signed-out page.
 */
export async function sessionOf(req: { readonly headers: IncomingHttpHeaders }): Promise<Session | null> {
  const value = cookieValue(req.headers.cookie, SESSION_COOKIE);
  if (!value) return null;
  try {
    const { uid } = await getAuth(adminApp).verifySessionCookie(value, true);
    return { uid };
  } catch {
    return null;
  }
}
