import { useRef, useState } from 'react';
import { PAUSE_MESSAGES } from '@homehaven/domain/listing-pause';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/toast';

/** Pausing hides a listing and frees its slot; resuming brings it back into a free slot (docs/plans.md "Lapse"). */
export type PauseAction = 'pause' | 'resume';

/**
 * Pauses or resumes one of the agent's listings through the facade (`POST /properties/{id}/pause` or
 * `/resume`: only the server moves the plan's slot). One at a time, a double click acting once; the
 * live list shows the new state by itself; the toast says the outcome, with the server's reason when
 * it refuses (a full plan names the ways out).
 */
export function usePauseListing() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const running = useRef(false);
  const run = async (listingId: string, action: PauseAction): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusyId(listingId);
    try {
      const answer = await apiFetch<{ message: string }>(`/properties/${encodeURIComponent(listingId)}/${action}`, { method: 'POST', body: '{}' });
      notifySuccess(answer.message);
    } catch (error) {
      console.error(`listing ${action}`, error);
      notifyError(error instanceof ApiError && error.status === 409 && error.message ? error.message : PAUSE_MESSAGES.failed);
    } finally {
      running.current = false;
      setBusyId(null);
    }
  };
  return { busyId, run: (listingId: string, action: PauseAction) => void run(listingId, action) };
}
