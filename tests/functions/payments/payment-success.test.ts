import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import type { EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { TEST_CARDS } from '../../../tools/stripe-stand-in/cards';
import { callApi, reportSuccess, requestSecret } from '../../../tools/emulators/facade-client';
import { payOffer } from './support/purchase';
import { createIntentDirectly, deliveredEvents, refundsOf, retrieveIntent, useStripeStandIn } from './support/stand-in';
import { confirmCard, intentIdOf } from '../../../tools/stripe-stand-in/client';
import { accountWithRole, db, newMarket, read, seedOffer } from './support/world';

useStripeStandIn();

/** A pending offer's client secret, confirmed with a card; answers the intent id and the confirm's answer. */
async function secretAndConfirm(buyer: EmulatorAccount, offerId: string, card: string) {
  const clientSecret = (await requestSecret(buyer.idToken, offerId)).body.clientSecret as string;
  return { intentId: intentIdOf(clientSecret), confirm: await confirmCard(clientSecret, card) };
}

describe('PATCH /makeOffer/payment-success/{id}', () => {
  let agent: EmulatorAccount;
  let buyer: EmulatorAccount;
  let propertyId: string;
  beforeAll(async () => {
    ({ agent, buyer, propertyId } = await newMarket());
  });

  it('completes the whole purchase: secret, 4242 confirm, success -> offer bought with the transaction id', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const { intentId, confirm } = await secretAndConfirm(buyer, offerId, TEST_CARDS.succeeds);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ id: intentId, status: 'succeeded', latest_charge: expect.stringMatching(/^ch_/) });

    // The stand-in's webhook follows the confirm by a second, as Stripe's usually does, but on a busy
    // machine it can arrive before the report: whichever comes first marks the offer bought, the other
    // answers and changes nothing (the replay test below pins the second's modifiedCount 0).
    const report = await reportSuccess(buyer.idToken, offerId, intentId);
    expect(report.status).toBe(200);
    expect([0, 1]).toContain(report.body.modifiedCount);
    expect((await deliveredEvents(intentId)).map((d) => [d.type, d.outcome])).toEqual([['payment_intent.succeeded', 200]]);
    const offer = await read(`offers/${offerId}`);
    expect(offer).toMatchObject({ status: 'bought', transactionId: intentId });
    expect(offer?.paidAt).toBeDefined();
  });

  it('answers a replay with modifiedCount 0 and changes nothing (the webhook included)', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const intentId = await payOffer(buyer, offerId);
    const before = await read(`offers/${offerId}`);
    expect(await reportSuccess(buyer.idToken, offerId, intentId)).toEqual({ status: 200, body: { modifiedCount: 0 } });
    expect((await deliveredEvents(intentId)).map((d) => d.outcome)).toEqual([200]);
    expect(await read(`offers/${offerId}`)).toEqual(before);
  });

  it('keeps the offer pending when the card is declined', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const { intentId, confirm } = await secretAndConfirm(buyer, offerId, TEST_CARDS.declined);
    expect(confirm.status).toBe(402);
    expect(confirm.body.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });

    expect(await reportSuccess(buyer.idToken, offerId, intentId)).toEqual({ status: 400, body: { message: PAYMENT_API_MESSAGES.paymentNotSucceeded } });
    expect((await deliveredEvents(intentId)).map((d) => [d.type, d.outcome])).toEqual([['payment_intent.payment_failed', 200]]);
    expect((await read(`offers/${offerId}`))?.status).toBe('pending');
  });

  it('changes nothing when the paid amount differs from the offer (tampered intent), by success or webhook', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer, { offerAmount: 300_000 });
    const tampered = await createIntentDirectly(100, { offerId, propertyId, buyerUid: buyer.uid });
    const intentId = tampered.body.id as string;
    const clientSecret = (await retrieveIntent(intentId)).body.client_secret as string;
    expect((await confirmCard(clientSecret, TEST_CARDS.succeeds)).status).toBe(200);

    expect(await reportSuccess(buyer.idToken, offerId, intentId)).toEqual({ status: 400, body: { message: PAYMENT_API_MESSAGES.paymentAmountMismatch } });
    expect((await deliveredEvents(intentId)).map((d) => d.outcome)).toEqual([200]);
    const offer = await read(`offers/${offerId}`);
    expect(offer?.status).toBe('pending');
    expect(offer?.transactionId).toBeUndefined();
  });

  it("answers 403 to a success report on someone else's offer and changes nothing", async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const intentId = await payOffer(buyer, offerId);
    const before = await read(`offers/${offerId}`);
    const stranger = await accountWithRole('user');
    expect(await reportSuccess(stranger.idToken, offerId, intentId)).toEqual({ status: 403, body: { message: PAYMENT_API_MESSAGES.notYourOffer } });
    expect(await read(`offers/${offerId}`)).toEqual(before);
  });

  it('answers 403 to a fraud account, even on its own offer, and changes nothing', async () => {
    const fraud = await accountWithRole('fraud');
    const offerId = await seedOffer(propertyId, agent, fraud);
    const before = await read(`offers/${offerId}`);
    // Refused before Stripe is asked, so the intent need not exist.
    expect(await reportSuccess(fraud.idToken, offerId, 'pi_reported_by_fraud')).toEqual({ status: 403, body: { message: PAYMENT_API_MESSAGES.fraud } });
    expect(await read(`offers/${offerId}`)).toEqual(before);
  });

  it("refuses a foreign intent (another offer's payment) and a made-up one, changing nothing", async () => {
    const paidOffer = await seedOffer(propertyId, agent, buyer);
    const otherOffer = await seedOffer(propertyId, agent, buyer);
    const intentId = await payOffer(buyer, paidOffer);

    expect(await reportSuccess(buyer.idToken, otherOffer, intentId)).toEqual({ status: 400, body: { message: PAYMENT_API_MESSAGES.paymentNotForOffer } });
    expect(await reportSuccess(buyer.idToken, otherOffer, 'pi_madeUp123')).toEqual({ status: 400, body: { message: PAYMENT_API_MESSAGES.paymentNotFound } });
    expect((await read(`offers/${otherOffer}`))?.status).toBe('pending');
    expect((await read(`offers/${paidOffer}`))?.transactionId).toBe(intentId);
  });

  it('answers 400 to a malformed body, 401 without a token and 404 to an unknown offer, never 500', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    for (const body of [{}, { transactionId: 7 }, { transactionId: 'ch_123' }, { transactionId: 'pi_../x' }, 'not json']) {
      const answer = await callApi('PATCH', `/makeOffer/payment-success/${offerId}`, buyer.idToken, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await callApi('PATCH', `/makeOffer/payment-success/${offerId}`, undefined, { transactionId: 'pi_1' })).status).toBe(401);
    expect((await reportSuccess(buyer.idToken, 'no-such-offer', 'pi_1')).status).toBe(404);
    expect((await read(`offers/${offerId}`))?.status).toBe('pending');
  });

  it('refunds a payment that arrives after its offer was rejected, and says so (409)', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const clientSecret = (await requestSecret(buyer.idToken, offerId)).body.clientSecret as string;
    await db.doc(`offers/${offerId}`).update({ status: 'rejected' });
    expect((await confirmCard(clientSecret, TEST_CARDS.succeeds)).status).toBe(200);

    const intentId = intentIdOf(clientSecret);
    expect(await reportSuccess(buyer.idToken, offerId, intentId)).toEqual({ status: 409, body: { message: PAYMENT_API_MESSAGES.alreadyPaidRefunded } });
    expect(await refundsOf(intentId)).toHaveLength(1);
    expect((await deliveredEvents(intentId)).map((d) => d.outcome)).toEqual([200]);
    expect(await refundsOf(intentId)).toHaveLength(1);
    expect((await read(`offers/${offerId}`))?.status).toBe('rejected');
  });
});
