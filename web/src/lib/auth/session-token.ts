import type { User } from 'firebase/auth';
import { ACCESS_TOKEN_KEY } from '@homehaven/domain/constants';
import { nextTask } from '../idle';

/**
 * Keeps the user's Firebase ID token under `access-token` for the authorised client. This replaces
 * the REST contract's `/jwt` exchange, which would issue a token for a bare e-mail (docs/decisions.md).
 * Whoever holds the session keeps it fresh: Firebase Auth in the page, or on a page rendered per
 * request the signed-in live worker's (docs/decisions.md "The session on a rendered page").
 */

/** How long a call waits for a fresh token when the stored one has expired, before sending it anyway. */
const FRESH_TOKEN_WAIT_MS = 10_000;
/** A token this close to its expiry is treated as expired: the facade would refuse it in flight. */
const EXPIRY_MARGIN_MS = 30_000;

let waiting: (() => void)[] = [];
const wake = (): void => {
  for (const resolve of waiting) resolve();
  waiting = [];
};

/** Stores `token` as the session's current one. */
export function keepToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
  wake();
}

/** Stores `user`'s current ID token. */
export async function rememberToken(user: User): Promise<void> {
  keepToken(await user.getIdToken());
}

/** Drops the stored token when nobody is signed in. */
export function forgetToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  wake();
}

/** When a token expires, in milliseconds since the epoch (its `exp` claim; 0 when it cannot be read). */
export function expiryOf(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    return Number((JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }).exp) * 1000 || 0;
  } catch {
    return 0;
  }
}

/**
 * The stored token for a call, or null without one. One that has expired (a member back after an hour,
 * whose page was rendered before anything refreshed it) waits for the session's holder to store a fresh
 * one: sent as it was, the facade answered 401 and the member was signed out.
 */
export async function freshToken(): Promise<string | null> {
  // In a task of its own: a page's first facade calls start in the effects of its first commit, whose
  // task is long enough already (docs/performance.md "Effects after the commit").
  await nextTask();
  const stored = localStorage.getItem(ACCESS_TOKEN_KEY);
  const expiry = stored === null ? 0 : expiryOf(stored);
  // No token, or one that is not a token at all (the facade says so): nothing to wait for.
  if (stored === null || expiry === 0 || expiry > Date.now() + EXPIRY_MARGIN_MS) return stored;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FRESH_TOKEN_WAIT_MS);
    waiting.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}
