import { Timestamp } from 'firebase-admin/firestore';
import { logs } from '../logs';
import { attemptRefund } from './attempt';
import { refunds } from './record';

/** Most refunds one sweep attempts: the rest are due at the next run (the query takes the most overdue first). */
export const SWEEP_LIMIT = 50;
/** Attempts made side by side: a handful keeps a sweep short without a burst of Stripe calls. */
const SIDE_BY_SIDE = 5;

/** What a sweep did. `skipped`: due when read, but refunded or attempted by someone else before its turn. */
export interface SweepOutcome {
  due: number;
  refunded: number;
  failed: number;
  skipped: number;
}

/**
 * Retries the owed refunds whose next attempt is due (by `dueBy`: now), the most overdue first, through one bounded,
 * indexed query (status, nextAttemptAt). Each attempt is counted in a transaction that re-checks it
 * is still due, so sweeps running at once never attempt the same refund twice. The plain function
 * behind the schedule (schedule.ts); tests call it directly, the emulator firing no schedules.
 */
export async function sweepOwedRefunds(limit = SWEEP_LIMIT, dueBy: Timestamp = Timestamp.now()): Promise<SweepOutcome> {
  // `dueBy` lets a test sweep only what was due long ago (its own records), never another suite's.
  const due = await refunds.where('status', '==', 'owed').where('nextAttemptAt', '<=', dueBy).orderBy('nextAttemptAt').limit(limit).get();
  const outcome: SweepOutcome = { due: due.size, refunded: 0, failed: 0, skipped: 0 };
  for (let i = 0; i < due.docs.length; i += SIDE_BY_SIDE) {
    const results = await Promise.allSettled(due.docs.slice(i, i + SIDE_BY_SIDE).map((doc) => attemptRefund(doc.id, 'if-due')));
    for (const result of results) {
      if (result.status === 'rejected') logs.unexpected('refund-sweep', result.reason);
      const value = result.status === 'fulfilled' ? result.value : 'failed';
      if (value === 'refunded') outcome.refunded += 1;
      else if (value === 'failed') outcome.failed += 1;
      else outcome.skipped += 1;
    }
  }
  return outcome;
}
