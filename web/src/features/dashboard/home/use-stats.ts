import { useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useSignedInRead, type ReadState } from '../../../lib/use-signed-in-read';
import { isStats, type Stats } from './stats';

/** The counts, or why they are not there yet, and a way to ask again. */
export type StatsState = ReadState<Stats> & { retry: () => void };

/** `GET /stats`: aggregate counts on the server, so no document is downloaded, however many there are. */
async function readStats(): Promise<Stats> {
  const body = await apiFetch<unknown>('/stats');
  if (!isStats(body)) throw new Error('GET /stats answered an unexpected shape.');
  return body;
}

/** The dashboard home's counts from the facade: asked once per signed-in user, and again on `retry`; counts are not live. */
export function useStats(): StatsState {
  const [attempt, setAttempt] = useState(0);
  const state = useSignedInRead(readStats, String(attempt), 'stats');
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
