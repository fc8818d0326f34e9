import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logs } from '../logs';
import { issueRefund, returnBalance } from '../stripe/refund-payment';
import { errorText } from '../stripe/stripe-errors';
import { retryDelayMs } from './backoff';
import { refundRef, type OwedRefund } from './record';
import { contendedTransaction } from '../firestore/contended-transaction';

/** When an attempt may go ahead: at once (the code that owes it, an admin's Retry now), or only once due (the sweep). */
export type AttemptWhen = 'now' | 'if-due';

/** How an attempt ended; the last three made no Stripe call. */
export type AttemptResult = 'refunded' | 'failed' | 'already-refunded' | 'not-due' | 'missing';

type Claim = { attempt: number; offerId: string; instructionsEmail: string; customerId: string } | Extract<AttemptResult, 'already-refunded' | 'not-due' | 'missing'>;

/**
 * Counts an attempt before it is made, in a transaction: the record's attempts go up by one and its
 * next automatic attempt moves to the backoff's time. Two sweepers reading the same due record both
 * run this; the second re-reads it, finds it no longer due and stands down, so an attempt is counted
 * (and made) once. Setting the next time now also covers an attempt that never reports back.
 */
function claim(paymentIntentId: string, when: AttemptWhen): Promise<Claim> {
  return contendedTransaction(async (tx) => {
    const record = await tx.get(refundRef(paymentIntentId));
    if (!record.exists) return 'missing';
    if (record.get('status') === 'refunded') return 'already-refunded';
    const now = Date.now();
    const due: unknown = record.get('nextAttemptAt');
    if (when === 'if-due' && due instanceof Timestamp && due.toMillis() > now) return 'not-due';
    const attempt = (Number(record.get('attempts')) || 0) + 1;
    tx.update(record.ref, { attempts: attempt, nextAttemptAt: Timestamp.fromMillis(now + retryDelayMs(attempt)), updatedAt: FieldValue.serverTimestamp() });
    return { attempt, offerId: String(record.get('offerId') ?? ''), instructionsEmail: String(record.get('instructionsEmail') ?? ''), customerId: String(record.get('customerId') ?? '') };
  });
}

/** Keeps what a failed attempt answered, unless another attempt has refunded the payment meanwhile. */
function recordFailure(paymentIntentId: string, error: unknown): Promise<void> {
  return contendedTransaction(async (tx) => {
    const record = await tx.get(refundRef(paymentIntentId));
    if (record.get('status') !== 'owed') return;
    tx.update(record.ref, { lastError: errorText(error), updatedAt: FieldValue.serverTimestamp() });
  });
}

/**
 * One attempt at an owed refund: counted first (see `claim`), then asked of Stripe; on success the
 * record is refunded (final, with Stripe's refund id), on failure it keeps the error and stays owed
 * until its next attempt. A refunded record is never sent to Stripe again.
 */
export async function attemptRefund(paymentIntentId: string, when: AttemptWhen): Promise<AttemptResult> {
  const claimed = await claim(paymentIntentId, when);
  if (typeof claimed === 'string') return claimed;
  let refundId: string | null;
  // What went back from a payer's balance is what it held at this attempt (nothing when already returned).
  let returned: { amount: number } | Record<string, never> = {};
  try {
    if (claimed.customerId) {
      const balance = await returnBalance(claimed.customerId, claimed.instructionsEmail, `${paymentIntentId}-${claimed.attempt}`);
      refundId = balance.refundId;
      returned = { amount: balance.amountCents / 100 };
    } else refundId = await issueRefund(paymentIntentId, claimed.offerId, claimed.attempt, claimed.instructionsEmail);
  } catch (error) {
    logs.refundFailed(claimed.offerId, paymentIntentId, claimed.attempt, error);
    await recordFailure(paymentIntentId, error);
    return 'failed';
  }
  const now = FieldValue.serverTimestamp();
  await refundRef(paymentIntentId).update({ status: 'refunded', refundId, refundedAt: now, updatedAt: now, nextAttemptAt: FieldValue.delete(), ...returned });
  return 'refunded';
}

/**
 * Attempts, at once and each on its own, refunds just recorded as owed (after the decision that owes
 * them has committed). Resolves true when every one is refunded; a failed one stays owed, and the
 * sweep retries it (docs/payments.md, "Durable refunds").
 */
export async function attemptOwedRefunds(owed: readonly OwedRefund[]): Promise<boolean> {
  const results = await Promise.allSettled(owed.map((refund) => attemptRefund(refund.paymentIntentId, 'now')));
  results.forEach((result) => {
    if (result.status === 'rejected') logs.unexpected('attempt-refund', result.reason);
  });
  return results.every((result) => result.status === 'fulfilled' && (result.value === 'refunded' || result.value === 'already-refunded'));
}
