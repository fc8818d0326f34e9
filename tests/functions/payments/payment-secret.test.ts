import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import type { EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { callApi, requestSecret } from '../../../tools/emulators/facade-client';
import { retrieveIntent, useStripeStandIn } from './support/stand-in';
import { intentIdOf } from '../../../tools/stripe-stand-in/client';
import { accountWithRole, newMarket, read, seedOffer } from './support/world';

useStripeStandIn();

describe('POST /create-paymentSecret', () => {
  let agent: EmulatorAccount;
  let buyer: EmulatorAccount;
  let propertyId: string;
  beforeAll(async () => {
    ({ agent, buyer, propertyId } = await newMarket());
  });

  it("answers a client secret for the buyer's pending offer, charging the stored amount, never the sent price", async () => {
    const offerId = await seedOffer(propertyId, agent, buyer, { offerAmount: 250_000.5 });
    const answer = await requestSecret(buyer.idToken, offerId, 1);
    expect(answer.status).toBe(200);
    const clientSecret = answer.body.clientSecret as string;
    expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);

    const intent = (await retrieveIntent(intentIdOf(clientSecret))).body;
    expect(intent).toMatchObject({ amount: 25_000_050, currency: 'usd', status: 'requires_payment_method' });
    expect(intent.metadata).toEqual({ offerId, propertyId, buyerUid: buyer.uid });
  });

  it('accepts offerId as well as orderPropertyId', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const answer = await callApi('POST', '/create-paymentSecret', buyer.idToken, { offerId });
    expect(answer.status).toBe(200);
    expect(answer.body.clientSecret).toMatch(/^pi_/);
  });

  it('is idempotent per offer: a double click (two calls at once, then a third) makes one intent', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const [first, second] = await Promise.all([requestSecret(buyer.idToken, offerId), requestSecret(buyer.idToken, offerId)]);
    const third = await requestSecret(buyer.idToken, offerId);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(third.body.clientSecret).toBe(first.body.clientSecret);
  });

  it('refuses an offer above $999,999.99 with a clear 400 before any charge', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer, { offerAmount: 1_000_000 });
    const answer = await requestSecret(buyer.idToken, offerId);
    expect(answer).toEqual({ status: 400, body: { message: PAYMENT_API_MESSAGES.amountTooLarge } });
    const atLimit = await requestSecret(buyer.idToken, await seedOffer(propertyId, agent, buyer, { offerAmount: 999_999.99 }));
    expect(atLimit.status).toBe(200);
  });

  it('answers 401 without a token or with a forged one', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    expect((await callApi('POST', '/create-paymentSecret', undefined, { orderPropertyId: offerId })).status).toBe(401);
    expect((await requestSecret('forged-token', offerId)).status).toBe(401);
  });

  it('answers 400 to a malformed body, never 500', async () => {
    for (const body of [{}, { orderPropertyId: 42 }, { orderPropertyId: '../users/x' }, [], 'not json', { orderPropertyId: '' }]) {
      const answer = await callApi('POST', '/create-paymentSecret', buyer.idToken, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 403 to anyone but the buyer, and to a fraud account', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const stranger = await accountWithRole('user');
    expect(await requestSecret(stranger.idToken, offerId)).toEqual({ status: 403, body: { message: PAYMENT_API_MESSAGES.notYourOffer } });
    expect((await requestSecret(agent.idToken, offerId)).status).toBe(403);

    const fraud = await accountWithRole('fraud');
    const fraudOffer = await seedOffer(propertyId, agent, fraud);
    expect(await requestSecret(fraud.idToken, fraudOffer)).toEqual({ status: 403, body: { message: PAYMENT_API_MESSAGES.fraud } });
  });

  it('answers 404 to an unknown offer and 409 to an offer that is not pending', async () => {
    expect(await requestSecret(buyer.idToken, 'no-such-offer')).toEqual({ status: 404, body: { message: PAYMENT_API_MESSAGES.offerNotFound } });
    for (const status of ['bought', 'accepted', 'rejected']) {
      const offerId = await seedOffer(propertyId, agent, buyer, { status });
      expect(await requestSecret(buyer.idToken, offerId)).toEqual({ status: 409, body: { message: PAYMENT_API_MESSAGES.notPending } });
      expect((await read(`offers/${offerId}`))?.status).toBe(status);
    }
  });
});
