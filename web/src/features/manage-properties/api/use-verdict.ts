import { useRef, useState } from 'react';
import { MESSAGES } from '@homehaven/domain/messages';
import type { Verdict } from '@homehaven/domain/statuses';
import { loadFirestore } from '../../../lib/firebase/load';
import { notifyError, notifySuccess } from '../../../lib/toast';

/**
 * Every verdict button is disabled this long after a verdict (and clicks ignored): the decided row
 * leaves the queue at once and the next one moves up under the pointer, so the second click of a
 * double click would otherwise decide the next listing.
 */
export const VERDICT_COOLDOWN_MS = 700;

/**
 * An admin's verdict on a pending listing: status verified or rejected, isVerified following (the rules
 * allow exactly that, and only while pending). Firestore applies the write to the live lists at once
 * (the row leaves the pending queue before the server answers) and undoes it if the server refuses,
 * when a toast says so. A listing already being decided ignores further clicks, and every verdict
 * button is disabled for {@link VERDICT_COOLDOWN_MS} after a verdict, so a double click writes once.
 */
export function useVerdict() {
  const [deciding, setDeciding] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(new Set<string>());
  const lastVerdictAt = useRef(0);
  const [coolingDown, setCoolingDown] = useState(false);

  const settle = (id: string) => {
    running.current.delete(id);
    setDeciding(new Set(running.current));
  };

  const decide = async (id: string, verdict: Verdict): Promise<void> => {
    if (running.current.has(id) || Date.now() - lastVerdictAt.current < VERDICT_COOLDOWN_MS) return;
    lastVerdictAt.current = Date.now();
    setCoolingDown(true);
    setTimeout(() => setCoolingDown(false), VERDICT_COOLDOWN_MS);
    running.current.add(id);
    setDeciding(new Set(running.current));
    try {
      const { db, doc, updateDoc } = await loadFirestore();
      await updateDoc(doc(db, 'properties', id), { status: verdict, isVerified: verdict === 'verified' });
      notifySuccess(verdict === 'verified' ? MESSAGES.verdict.verified : MESSAGES.verdict.rejected);
    } catch (error) {
      console.error('verdict', error);
      notifyError(MESSAGES.verdict.failed);
    } finally {
      settle(id);
    }
  };

  return { deciding, coolingDown, decide: (id: string, verdict: Verdict) => void decide(id, verdict) };
}
