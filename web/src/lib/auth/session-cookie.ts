import { SESSION_COOKIE_MARKER_KEY, SESSION_COOKIE_RENEW_DAYS } from '@homehaven/domain/constants';
import { ApiError, apiUrl, errorMessageOf } from '../api-client';

/**
 * Keeps the browser's `__session` cookie in step with the signed-in person (docs/facade.md "Session
 * cookie"), so that a page rendered per request knows who asks. In the background only: nothing waits
 * for it, and a failure is logged, never shown (the next token refresh asks again).
 */

/** Whose session cookie this browser was last given, and when (milliseconds since the epoch). */
export interface SessionCookieMarker {
  readonly uid: string;
  readonly at: number;
}

const RENEW_AFTER_MS = SESSION_COOKIE_RENEW_DAYS * 24 * 60 * 60 * 1000;

/** The marker stored as text, or null when there is none or it is not one (tampered, an older shape). */
export function markerOf(text: string | null): SessionCookieMarker | null {
  try {
    const { uid, at } = (JSON.parse(text ?? 'null') ?? {}) as Partial<Record<keyof SessionCookieMarker, unknown>>;
    return typeof uid === 'string' && typeof at === 'number' ? { uid, at } : null;
  } catch {
    return null;
  }
}

/** Whether `uid` needs a session cookie at `now`: none given, someone else's, or given too long ago (or, the clock put back, "later"). */
export function needsSessionCookie(marker: SessionCookieMarker | null, uid: string, now: number): boolean {
  return marker === null || marker.uid !== uid || !(now >= marker.at && now - marker.at < RENEW_AFTER_MS);
}

function storedMarker(): SessionCookieMarker | null {
  try {
    return markerOf(localStorage.getItem(SESSION_COOKIE_MARKER_KEY));
  } catch {
    return null;
  }
}

/**
 * `POST` or `DELETE /session`. Not `apiFetch`: a refused session must not log the person out (a 401
 * there does), and the answer has no body.
 */
async function callSession(method: 'POST' | 'DELETE', body?: { idToken: string }): Promise<void> {
  const response = await fetch(apiUrl('/session'), {
    method,
    credentials: 'same-origin',
    ...(body ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new ApiError(response.status, errorMessageOf(await response.json().catch(() => null), response.statusText));
}

/** The calls, one after another, so the last asked is the last applied (a sign-out after a sign-in, another account). */
let queue: Promise<void> = Promise.resolve();
const enqueue = (step: () => Promise<void>): void => {
  queue = queue.then(step).catch((error: unknown) => console.error('session cookie', error));
};
/** The uid whose cookie is being asked for, so the token changes meanwhile ask nothing more. */
let asking: string | null = null;
/** Counts sign-outs: a cookie asked for before one is not remembered after it (the DELETE queued behind it ends it). */
let signOuts = 0;

/**
 * Makes sure the browser holds `uid`'s session cookie: asks for one with their ID token (`idToken`)
 * unless it was given one for them less than 4 days ago.
 */
export function keepSessionCookie(uid: string, idToken: () => Promise<string>): void {
  if (asking === uid || !needsSessionCookie(storedMarker(), uid, Date.now())) return;
  asking = uid;
  const era = signOuts;
  enqueue(async () => {
    try {
      if (era !== signOuts) return;
      await callSession('POST', { idToken: await idToken() });
      if (era === signOuts) localStorage.setItem(SESSION_COOKIE_MARKER_KEY, JSON.stringify({ uid, at: Date.now() }));
    } finally {
      if (asking === uid) asking = null;
    }
  });
}

/**
 * Deletes the session cookie and forgets its marker: on Log Out (`always`), and when Firebase Auth finds
 * nobody signed in, then only if this browser was given one (a visitor's every start calls nothing).
 */
export function endSessionCookie({ always = false } = {}): void {
  const given = asking !== null || storedMarker() !== null;
  asking = null;
  signOuts += 1;
  try {
    localStorage.removeItem(SESSION_COOKIE_MARKER_KEY);
  } catch {
    // Storage refused: nothing was remembered either.
  }
  if (always || given) enqueue(() => callSession('DELETE'));
}
