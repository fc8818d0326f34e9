import { useRef, useState } from 'react';
import { isSameInstant } from '@homehaven/domain/instant';
import { VERDICT_MESSAGES } from '@homehaven/domain/admin-messages';
import type { Verdict } from '@homehaven/domain/statuses';
import { verdictFields } from '@homehaven/domain/verdict';
import type { Listing } from '../../../lib/firebase/documents';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import { instantValue } from '../../../lib/firebase/signed-in-live/write-values';
import { notifyError, notifySuccess } from '../../../lib/toast';

/**
 * Every verdict button is disabled this long after a verdict (and clicks ignored): the decided row
 * leaves the queue at once and the next one moves up under the pointer, so the second click of a
 * double click would otherwise decide the next listing.
 */
export const VERDICT_COOLDOWN_MS = 700;

/**
 * An admin's verdict on a pending listing: status verified or rejected, isVerified following, and the
 * updatedAt of the content on screen (`judgedUpdatedAt`): the rules allow exactly that, only while
 * pending, only while that content is still the listing's, never on the admin's own listing. When
 * the agent edited it meanwhile, the toast says so (the list already shows the new content). Written
 * in the signed-in live worker, whose lists show it at once (the row leaves the pending queue before
 * the server answers) and undo it if the server refuses, when a toast says so. A listing already being decided ignores further clicks, and every verdict
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

  const decide = async (listing: Listing, verdict: Verdict): Promise<void> => {
    const { id } = listing;
    if (running.current.has(id) || Date.now() - lastVerdictAt.current < VERDICT_COOLDOWN_MS) return;
    lastVerdictAt.current = Date.now();
    setCoolingDown(true);
    setTimeout(() => setCoolingDown(false), VERDICT_COOLDOWN_MS);
    running.current.add(id);
    setDeciding(new Set(running.current));
    try {
      await (await loadSignedInLive()).writeSignedIn([{ op: 'update', path: `properties/${id}`, data: { ...verdictFields(verdict, instantValue(listing.updatedAt)) } }]);
      notifySuccess(verdict === 'verified' ? VERDICT_MESSAGES.verified : VERDICT_MESSAGES.rejected);
    } catch (error) {
      console.error('verdict', error);
      notifyError((await changedSince(listing)) ? VERDICT_MESSAGES.changed : VERDICT_MESSAGES.failed);
    } finally {
      settle(id);
    }
  };

  return { deciding, coolingDown, decide: (listing: Listing, verdict: Verdict) => void decide(listing, verdict) };
}

/** Whether the stored listing's content is newer than what the admin judged (so the verdict was refused for it). */
async function changedSince(listing: Listing): Promise<boolean> {
  try {
    const stored = await (await loadSignedInLive()).readSignedInDocument(`properties/${listing.id}`);
    const updatedAt = stored?.data.updatedAt as { seconds?: unknown; nanoseconds?: unknown } | undefined;
    return typeof updatedAt?.seconds === 'number' && typeof updatedAt.nanoseconds === 'number' && !isSameInstant({ seconds: updatedAt.seconds, nanoseconds: updatedAt.nanoseconds }, listing.updatedAt);
  } catch {
    return false;
  }
}
