// First: the emulator hosts and the functions' environment, before the functions code below initialises.
import { db } from './support/functions-in-process';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { attemptRefund } from '../../../functions/src/refunds/attempt';
import { sweepOwedRefunds } from '../../../functions/src/refunds/sweep';
import { callApi } from '../../../tools/emulators/facade-client';
import { eventually } from '../facade/support/admin';
import { failRefunds, refundsOf, useStripeStandIn } from '../payments/support/stand-in';
import { accountWithRole, newMarket, read } from '../payments/support/world';
import { paidOffer, refundRecord } from './support/refunds';

useStripeStandIn();

/**
 * The browser journeys and this suite run side by side on one emulator, and a sweep retries every
 * refund due. So this file's sweeps take only what was due by 1990 began, and makeDue moves a record's
 * next attempt before that, as if its backoff had long elapsed: no other suite's record is ever that old.
 */
const SWEEP_DUE_BY = Timestamp.fromDate(new Date(Date.UTC(1990, 0, 1)));
const makeDue = (intentId: string) => db.doc(`refunds/${intentId}`).update({ nextAttemptAt: Timestamp.fromDate(new Date(Date.UTC(1989, 11, 31))) });
const sweep = () => sweepOwedRefunds(undefined, SWEEP_DUE_BY);

// The schedule (retryOwedRefunds, every 5 minutes) never fires under the emulator, so this file calls
// the plain function behind it, sweepOwedRefunds, in the test process: the same code, the same
// Firestore emulator and the same Stripe stand-in as the deployed functions (support/functions-in-process.ts).
describe('durable refunds: marking an agent fraud owes a refund Stripe fails, and the sweep retries it', () => {
  it('records it owed with the failed attempt; the sweep waits for its time, then refunds it exactly once, counted once, even with two sweeps at once', async () => {
    const [admin, market] = await Promise.all([accountWithRole('admin'), newMarket()]);
    const { offerId, intentId } = await paidOffer(market);
    await failRefunds(intentId, 1);

    // The path that owes it: an admin marks the agent fraud; the trigger rejects the paid offer.
    const answer = await callApi('PATCH', `/user/roll/${encodeURIComponent(market.agent.email)}`, admin.idToken, { roll: 'fraud' });
    expect(answer.status).toBe(200);
    await eventually('the failed attempt recorded', async () => typeof (await refundRecord(intentId))?.lastError === 'string');
    expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'rejected' });
    const owed = await refundRecord(intentId);
    expect(owed).toMatchObject({ offerId, reason: 'fraud-withdrawal', status: 'owed', attempts: 1, lastError: expect.stringContaining('api_error') });
    expect(await refundsOf(intentId)).toHaveLength(0);

    // Not due yet (a minute's backoff): the sweep leaves it alone, and so does a sweeper that read it
    // as due a moment before another one claimed it (its claim re-checks the time): nothing counted.
    await sweep();
    expect(await attemptRefund(intentId, 'if-due')).toBe('not-due');
    expect(await refundRecord(intentId)).toMatchObject({ status: 'owed', attempts: 1, nextAttemptAt: owed?.nextAttemptAt });
    expect(await refundsOf(intentId)).toHaveLength(0);

    // Due: two sweeps at the same moment attempt it once between them.
    await makeDue(intentId);
    await Promise.all([sweep(), sweep()]);
    const refunds = await refundsOf(intentId);
    expect(refunds).toHaveLength(1);
    const refunded = await refundRecord(intentId);
    expect(refunded).toMatchObject({ status: 'refunded', attempts: 2, refundId: refunds[0]?.id });
    expect(refunded?.nextAttemptAt).toBeUndefined();

    // Refunded is final: later sweeps send nothing.
    await sweep();
    expect(await refundsOf(intentId)).toHaveLength(1);
    expect(await refundRecord(intentId)).toMatchObject({ status: 'refunded', attempts: 2 });
  });
});
