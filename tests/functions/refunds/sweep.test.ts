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

/** Moves a record's next attempt into the past, as if its backoff had elapsed. */
const makeDue = (intentId: string) => db.doc(`refunds/${intentId}`).update({ nextAttemptAt: Timestamp.fromMillis(Date.now() - 1000) });

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
    await sweepOwedRefunds();
    expect(await attemptRefund(intentId, 'if-due')).toBe('not-due');
    expect(await refundRecord(intentId)).toMatchObject({ status: 'owed', attempts: 1, nextAttemptAt: owed?.nextAttemptAt });
    expect(await refundsOf(intentId)).toHaveLength(0);

    // Due: two sweeps at the same moment attempt it once between them.
    await makeDue(intentId);
    await Promise.all([sweepOwedRefunds(), sweepOwedRefunds()]);
    const refunds = await refundsOf(intentId);
    expect(refunds).toHaveLength(1);
    const refunded = await refundRecord(intentId);
    expect(refunded).toMatchObject({ status: 'refunded', attempts: 2, refundId: refunds[0]?.id });
    expect(refunded?.nextAttemptAt).toBeUndefined();

    // Refunded is final: later sweeps send nothing.
    await sweepOwedRefunds();
    expect(await refundsOf(intentId)).toHaveLength(1);
    expect(await refundRecord(intentId)).toMatchObject({ status: 'refunded', attempts: 2 });
  });
});
