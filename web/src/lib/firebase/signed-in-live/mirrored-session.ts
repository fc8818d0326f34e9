import type { Persistence } from 'firebase/auth';
import type { StoredSession } from './protocol';

type Listener = (value: unknown) => void;

/** The session the page posted, under Auth's own key for it; and Auth's listeners, told of each change. */
const stored = new Map<string, unknown>();
const listeners = new Map<string, Set<Listener>>();

/**
 * Firebase Auth's storage in the signed-in live worker: the session the page's Auth keeps (a worker
 * has no local storage), posted to the worker and kept in memory. Auth restores its user from it as
 * from local storage, and follows each change the page posts (sign-in, sign-out, another person) as it
 * follows another tab's; it refreshes its own ID token when it expires. The members are Auth's
 * storage interface, which its types do not publish.
 */
class MirroredSessionStorage {
  static type = 'LOCAL' as const;
  readonly type = 'LOCAL' as const;

  _isAvailable(): Promise<boolean> {
    return Promise.resolve(true);
  }

  _set(key: string, value: unknown): Promise<void> {
    stored.set(key, value);
    return Promise.resolve();
  }

  _get(key: string): Promise<unknown> {
    return Promise.resolve(stored.get(key) ?? null);
  }

  _remove(key: string): Promise<void> {
    stored.delete(key);
    return Promise.resolve();
  }

  _addListener(key: string, listener: Listener): void {
    listeners.set(key, (listeners.get(key) ?? new Set()).add(listener));
  }

  _removeListener(key: string, listener: Listener): void {
    listeners.get(key)?.delete(listener);
  }
}

/** Auth's storage in the worker (initializeAuth's `persistence`). */
export const mirroredSessionStorage = MirroredSessionStorage as unknown as Persistence;

/** Stores the session the page posted under `key` (Auth's key for its user), and tells Auth. */
export function mirrorSession(key: string, session: StoredSession | null): void {
  if (session === null) stored.delete(key);
  else stored.set(key, session);
  for (const listener of listeners.get(key) ?? []) listener(session);
}
