import { useEffect, useState } from 'react';
import { useAuth } from './auth/use-auth';

/** A value read once, or why it is not there yet. */
export type ReadState<Value> = { status: 'loading' } | { status: 'success'; value: Value } | { status: 'error' };

/**
 * A value read for the signed-in user that is not live (an aggregate count: counted by the server,
 * so nothing is downloaded, but nothing listens either): read once per user and `version`, and again
 * when either changes. An answer for an earlier user or version is dropped. `read` must be the same
 * function on every render (declare it at module level); `label` names a failed read in the console.
 */
export function useSignedInRead<Value>(read: (uid: string) => Promise<Value>, version: string, label: string): ReadState<Value> {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const [settled, setSettled] = useState<{ key: string; state: ReadState<Value> } | null>(null);
  const key = `${uid ?? ''}|${version}`;

  useEffect(() => {
    if (uid === null) return undefined;
    let current = true;
    void (async () => {
      try {
        const value = await read(uid);
        if (current) setSettled({ key, state: { status: 'success', value } });
      } catch (error) {
        console.error(label, error);
        if (current) setSettled({ key, state: { status: 'error' } });
      }
    })();
    return () => {
      current = false;
    };
  }, [uid, key, read, label]);

  return settled?.key === key ? settled.state : { status: 'loading' };
}
