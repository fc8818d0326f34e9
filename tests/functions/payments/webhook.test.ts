import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import type { EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { API_URL } from '../../../tools/emulators/config';
import { STRIPE_STAND_IN } from '../../../functions/src/stripe/stand-in-settings';
import { TEST_CARDS } from '../../../tools/stripe-stand-in/cards';
import { stripeSignatureHeader } from '../../../tools/stripe-stand-in/signature';
import { requestSecret } from '../../../tools/emulators/facade-client';
import { deliveredEvents, retrieveIntent, useStripeStandIn } from './support/stand-in';
import { confirmCard, intentIdOf } from '../../../tools/stripe-stand-in/client';
import { newMarket, read, seedOffer } from './support/world';

useStripeStandIn();

/** Posts an event to the webhook with the given Stripe-Signature header (or none). */
async function postEvent(payload: string, signature?: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${API_URL}/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}

const eventOf = (type: string, object: unknown): string =>
  JSON.stringify({ id: `evt_test_${Date.now()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });

describe('POST /stripe/webhook', () => {
  let agent: EmulatorAccount;
  let buyer: EmulatorAccount;
  let propertyId: string;
  beforeAll(async () => {
    ({ agent, buyer, propertyId } = await newMarket());
  });

  /** A pending offer with a succeeded intent whose success was never reported (the buyer closed the tab). */
  async function paidButUnreported(): Promise<{ offerId: string; intentId: string }> {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const clientSecret = (await requestSecret(buyer.idToken, offerId)).body.clientSecret as string;
    expect((await confirmCard(clientSecret, TEST_CARDS.succeeds)).status).toBe(200);
    return { offerId, intentId: intentIdOf(clientSecret) };
  }

  it('marks the offer bought from the signed event when the buyer closed the tab after paying', async () => {
    const { offerId, intentId } = await paidButUnreported();
    expect((await deliveredEvents(intentId)).map((d) => [d.type, d.outcome])).toEqual([['payment_intent.succeeded', 200]]);
    expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'bought', transactionId: intentId });
  });

  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const clientSecret = (await requestSecret(buyer.idToken, offerId)).body.clientSecret as string;
    const intent = (await retrieveIntent(intentIdOf(clientSecret))).body;
    const forged = eventOf('payment_intent.succeeded', { ...intent, status: 'succeeded' });

    const wrongSecret = await postEvent(forged, stripeSignatureHeader(forged, 'whsec_not_the_secret'));
    expect(wrongSecret).toEqual({ status: 400, body: { message: PAYMENT_API_MESSAGES.badSignature } });
    expect((await postEvent(forged)).status).toBe(400);
    expect((await postEvent(forged, 't=1,v1=deadbeef')).status).toBe(400);
    const signedOther = stripeSignatureHeader(forged.replace('"livemode":false', '"livemode":true'), STRIPE_STAND_IN.webhookSecret);
    expect((await postEvent(forged, signedOther)).status).toBe(400);
    expect((await read(`offers/${offerId}`))?.status).toBe('pending');
  });

  it('acknowledges and ignores event types outside its allow-list', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer);
    const payload = eventOf('charge.refunded', { id: 'ch_1', metadata: { offerId } });
    expect(await postEvent(payload, stripeSignatureHeader(payload, STRIPE_STAND_IN.webhookSecret))).toEqual({ status: 200, body: { received: true } });
    expect((await read(`offers/${offerId}`))?.status).toBe('pending');
  });

  it('acknowledges a signed event it must refuse (amount differs from the offer) and changes nothing', async () => {
    const offerId = await seedOffer(propertyId, agent, buyer, { offerAmount: 500_000 });
    const intent = { id: 'pi_signedButWrong', object: 'payment_intent', amount: 100, currency: 'usd', status: 'succeeded', metadata: { offerId } };
    const payload = eventOf('payment_intent.succeeded', intent);
    expect((await postEvent(payload, stripeSignatureHeader(payload, STRIPE_STAND_IN.webhookSecret))).status).toBe(200);
    expect((await read(`offers/${offerId}`))?.status).toBe('pending');
  });
});
