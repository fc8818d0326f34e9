import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { DECISION_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { API_MESSAGES } from '../../../functions/src/http/api-messages';
import type { EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { callApi, decide } from '../../../tools/emulators/facade-client';
import { failRefunds, refundsOf, useStripeStandIn } from '../payments/support/stand-in';
import { accountWithRole, newMarket, read } from '../payments/support/world';
import { paidOffer, refundRecord, retryNow } from './support/refunds';

useStripeStandIn();

const MINUTE = 60_000;
/** Milliseconds from now until a stored (Timestamp) or answered (ISO text) time. */
const untilStored = (time: unknown): number => (time as Timestamp).toMillis() - Date.now();
const untilAnswered = (time: unknown): number => Date.parse(String(time)) - Date.now();

describe('durable refunds: an agent rejects a paid offer while Stripe fails its refund', () => {
  let admin: EmulatorAccount;
  let market: Awaited<ReturnType<typeof newMarket>>;
  beforeAll(async () => {
    [admin, market] = await Promise.all([accountWithRole('admin'), newMarket()]);
  });

  it('records the refund as owed, keeps the failed attempt and its error, answers the decision 503, and lists it for admins only', async () => {
    const { offerId, intentId } = await paidOffer(market);
    await failRefunds(intentId, 1);

    const answer = await decide(market.agent.idToken, offerId, 'rejected', market.propertyId);
    expect(answer).toEqual({ status: 503, body: { message: DECISION_API_MESSAGES.refundFailed } });
    expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'rejected' });
    const record = await refundRecord(intentId);
    expect(record).toMatchObject({
      offerId,
      paymentIntentId: intentId,
      reason: 'offer-rejected',
      status: 'owed',
      attempts: 1,
      lastError: expect.stringContaining('api_error'),
      amount: 250_000.5,
      propertyTitle: 'Test house',
    });
    expect(record?.refundId).toBeUndefined();
    // The next automatic attempt waits the backoff's first minute.
    expect(untilStored(record?.nextAttemptAt)).toBeGreaterThan(MINUTE / 2);
    expect(untilStored(record?.nextAttemptAt)).toBeLessThanOrEqual(MINUTE);
    expect(await refundsOf(intentId)).toHaveLength(0);

    const list = await callApi('GET', '/refunds?status=owed', admin.idToken);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(expect.objectContaining({ _id: intentId, status: 'owed', offerId, attempts: 1 }));
    for (const token of [market.agent.idToken, market.buyer.idToken]) expect((await callApi('GET', '/refunds', token)).status).toBe(403);
    expect((await callApi('GET', '/refunds')).status).toBe(401);

    // Stripe answers again (one failure was armed): refunded, so nothing stays owed on admins' dashboards.
    expect((await retryNow(admin.idToken, intentId)).body).toMatchObject({ status: 'refunded', attempts: 2 });
    expect(await refundsOf(intentId)).toHaveLength(1);
  });

  it("refuses a non-admin's Retry now; counts an admin's that fails again; refunds exactly once after Stripe recovers; then answers 409", async () => {
    const { offerId, intentId } = await paidOffer(market);
    await failRefunds(intentId, 2);
    expect((await decide(market.agent.idToken, offerId, 'rejected', market.propertyId)).status).toBe(503);
    expect(await refundRecord(intentId)).toMatchObject({ status: 'owed', attempts: 1 });

    // Not an admin: refused, nothing counted, nothing sent.
    for (const account of [market.agent, market.buyer]) expect((await retryNow(account.idToken, intentId)).status).toBe(403);
    expect((await retryNow('', intentId)).status).toBe(401);
    expect(await refundRecord(intentId)).toMatchObject({ status: 'owed', attempts: 1 });

    // Stripe still failing: the attempt is counted, with its error, and the wait doubles to two minutes.
    const failedAgain = await retryNow(admin.idToken, intentId);
    expect(failedAgain.status).toBe(200);
    expect(failedAgain.body).toMatchObject({ _id: intentId, status: 'owed', attempts: 2, lastError: expect.stringContaining('api_error') });
    expect(untilAnswered(failedAgain.body.nextAttemptAt)).toBeGreaterThan(1.5 * MINUTE);
    expect(await refundsOf(intentId)).toHaveLength(0);

    // Stripe recovered: refunded, once.
    const refunded = await retryNow(admin.idToken, intentId);
    expect(refunded.status).toBe(200);
    const refunds = await refundsOf(intentId);
    expect(refunds).toEqual([expect.objectContaining({ amount: 25_000_050 })]);
    expect(refunded.body).toMatchObject({ _id: intentId, status: 'refunded', attempts: 3, refundId: refunds[0]?.id, refundedAt: expect.any(String) });
    expect(refunded.body.nextAttemptAt).toBeUndefined();

    // Done: a further Retry now sends nothing, nor does the same decision again; it leaves the owed list.
    expect(await retryNow(admin.idToken, intentId)).toEqual({ status: 409, body: { message: API_MESSAGES.alreadyRefunded } });
    expect(await decide(market.agent.idToken, offerId, 'rejected', market.propertyId)).toEqual({ status: 200, body: { modifiedCount: 0 } });
    expect(await refundRecord(intentId)).toMatchObject({ status: 'refunded', attempts: 3, refundId: refunds[0]?.id });
    expect(await refundsOf(intentId)).toHaveLength(1);
    expect((await callApi('GET', '/refunds?status=owed', admin.idToken)).body).not.toContainEqual(expect.objectContaining({ _id: intentId }));
  });

  it('answers 404 for a payment with no refund recorded', async () => {
    expect(await retryNow(admin.idToken, 'pi_never_recorded')).toEqual({ status: 404, body: { message: API_MESSAGES.refundNotFound } });
    expect((await retryNow(admin.idToken, 'bad.id')).status).toBe(404);
  });
});
