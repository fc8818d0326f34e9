import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/use-auth';
import { isStats, type Stats } from './stats';

/** The counts, or why they are not there yet. */
export type StatsState = { status: 'loading' } | { status: 'success'; stats: Stats } | { status: 'error' };

/**
 * The dashboard home's counts from the facade (`GET /stats`: aggregate counts on the server, so no
 * document is downloaded, however many there are). Asked once per signed-in user, and again on
 * `retry`; counts are not live.
 */
export function useStats(): StatsState & { retry: () => void } {
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; value: StatsState } | null>(null);
  const key = `${uid ?? ''}|${attempt}`;

  useEffect(() => {
    if (uid === null) return undefined;
    let current = true;
    void (async () => {
      try {
        const body = await apiFetch<unknown>('/stats');
        if (!isStats(body)) throw new Error('GET /stats answered an unexpected shape.');
        if (current) setSettled({ key, value: { status: 'success', stats: body } });
      } catch (error) {
        console.error('stats', error);
        if (current) setSettled({ key, value: { status: 'error' } });
      }
    })();
    return () => {
      current = false;
    };
  }, [uid, key]);

  const state: StatsState = settled?.key === key ? settled.value : { status: 'loading' };
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
