import { beforeAll, describe, expect, it } from 'vitest';
import { DECISION_API_MESSAGES, PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import type { EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { callApi, decide } from '../../../tools/emulators/facade-client';
import { payOffer } from '../payments/support/purchase';
import { refundsOf, useStripeStandIn } from '../payments/support/stand-in';
import { accountWithRole, db, read, seedOffer, seedProperty } from '../payments/support/world';

useStripeStandIn();

describe('PATCH /offers/{id} (agent decisions)', () => {
  let agent: EmulatorAccount;
  let buyers: EmulatorAccount[];
  beforeAll(async () => {
    [agent, ...buyers] = await Promise.all([accountWithRole('agent'), accountWithRole('user'), accountWithRole('user'), accountWithRole('user')]);
  });
  const buyer = (i: number): EmulatorAccount => buyers[i] as EmulatorAccount;

  /** A listing with one paid (bought) offer per buyer index given; answers the ids and the payments. */
  async function listingWithPaidOffers(count: number) {
    const propertyId = await seedProperty(agent);
    const offers = await Promise.all(Array.from({ length: count }, (_, i) => seedOffer(propertyId, agent, buyer(i))));
    const intents = await Promise.all(offers.map((offerId, i) => payOffer(buyer(i), offerId)));
    return { propertyId, offers, intents };
  }

  it('accepts in one go: offer accepted, property sold, the other offers rejected, paid ones refunded', async () => {
    const { propertyId, offers, intents } = await listingWithPaidOffers(2);
    const [winner, paidLoser] = offers as [string, string];
    const pendingLoser = await seedOffer(propertyId, agent, buyer(2));

    expect(await decide(agent.idToken, winner, 'accepted', propertyId)).toEqual({ status: 200, body: { modifiedCount: 1 } });
    expect(await read(`offers/${winner}`)).toMatchObject({ status: 'accepted', decidedAt: expect.anything() });
    expect(await read(`properties/${propertyId}`)).toMatchObject({ soldOfferId: winner, soldAt: expect.anything() });
    expect(await read(`offers/${paidLoser}`)).toMatchObject({ status: 'rejected', decidedAt: expect.anything() });
    expect(await read(`offers/${pendingLoser}`)).toMatchObject({ status: 'rejected', decidedAt: expect.anything() });
    expect(await refundsOf(intents[1] as string)).toHaveLength(1);
    expect(await refundsOf(intents[0] as string)).toHaveLength(0);

    // A repeat changes nothing and never refunds twice.
    expect(await decide(agent.idToken, winner, 'accepted', propertyId)).toEqual({ status: 200, body: { modifiedCount: 0 } });
    expect(await refundsOf(intents[1] as string)).toHaveLength(1);
  });

  it('rejects a bought offer and refunds its payment, once', async () => {
    const { propertyId, offers, intents } = await listingWithPaidOffers(1);
    const offerId = offers[0] as string;
    expect(await decide(agent.idToken, offerId, 'rejected', propertyId)).toEqual({ status: 200, body: { modifiedCount: 1 } });
    expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'rejected', decidedAt: expect.anything() });
    const refunds = await refundsOf(intents[0] as string);
    expect(refunds).toEqual([expect.objectContaining({ amount: 25_000_050 })]);

    expect(await decide(agent.idToken, offerId, 'rejected', propertyId)).toEqual({ status: 200, body: { modifiedCount: 0 } });
    expect(await refundsOf(intents[0] as string)).toEqual(refunds);
    expect((await read(`properties/${propertyId}`))?.soldOfferId).toBeUndefined();
  });

  it('lets two tabs accepting different offers at once end with exactly one accepted and the property sold once', async () => {
    const { propertyId, offers, intents } = await listingWithPaidOffers(3);
    const answers = await Promise.all(offers.map((offerId) => decide(agent.idToken, offerId, 'accepted', propertyId)));

    const statuses = await Promise.all(offers.map(async (offerId) => (await read(`offers/${offerId}`))?.status));
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'rejected')).toHaveLength(2);
    const winner = offers[statuses.indexOf('accepted')];
    expect((await read(`properties/${propertyId}`))?.soldOfferId).toBe(winner);
    expect(answers.filter((a) => a.status === 200 && a.body.modifiedCount === 1)).toHaveLength(1);
    // Losers find the property sold (409); the emulator may also abort a contended transaction (503).
    expect(answers.every((a) => [200, 409, 503].includes(a.status))).toBe(true);
    const refunds = await Promise.all(intents.map((intentId) => refundsOf(intentId)));
    expect(refunds.map((r) => r.length)).toEqual(statuses.map((s) => (s === 'rejected' ? 1 : 0)));
  });

  it('answers 403 to the buyer, another agent and a fraud agent, and changes nothing', async () => {
    const { propertyId, offers } = await listingWithPaidOffers(1);
    const offerId = offers[0] as string;
    const otherAgent = await accountWithRole('agent');
    expect(await decide(buyer(0).idToken, offerId, 'accepted', propertyId)).toEqual({ status: 403, body: { message: DECISION_API_MESSAGES.notAgent } });
    expect((await decide(otherAgent.idToken, offerId, 'rejected', propertyId)).status).toBe(403);

    const fraud = await accountWithRole('fraud');
    const fraudListing = await seedProperty(fraud);
    const fraudOffer = await seedOffer(fraudListing, fraud, buyer(1), { status: 'bought', transactionId: 'pi_none' });
    expect(await decide(fraud.idToken, fraudOffer, 'accepted', fraudListing)).toEqual({ status: 403, body: { message: PAYMENT_API_MESSAGES.fraud } });

    expect((await read(`offers/${offerId}`))?.status).toBe('bought');
    expect((await read(`offers/${fraudOffer}`))?.status).toBe('bought');
    expect((await read(`properties/${propertyId}`))?.soldOfferId).toBeUndefined();
  });

  it("answers 403 to the listing's own agent once promoted to admin (deciding needs the role agent), and changes nothing", async () => {
    const promoted = await accountWithRole('agent');
    const propertyId = await seedProperty(promoted);
    const offerId = await seedOffer(propertyId, promoted, buyer(0), { status: 'bought', transactionId: 'pi_none' });
    await db.doc(`users/${promoted.uid}`).update({ roll: 'admin' });
    expect(await decide(promoted.idToken, offerId, 'accepted', propertyId)).toEqual({ status: 403, body: { message: DECISION_API_MESSAGES.notAgent } });
    expect((await read(`offers/${offerId}`))?.status).toBe('bought');
    expect((await read(`properties/${propertyId}`))?.soldOfferId).toBeUndefined();
  });

  it('answers 409 to a decision on a pending offer', async () => {
    const propertyId = await seedProperty(agent);
    const offerId = await seedOffer(propertyId, agent, buyer(0));
    for (const status of ['accepted', 'rejected'] as const) {
      expect(await decide(agent.idToken, offerId, status, propertyId)).toEqual({ status: 409, body: { message: DECISION_API_MESSAGES.notBought } });
    }
    expect((await read(`offers/${offerId}`))?.status).toBe('pending');
  });

  it('answers 400 to a malformed body or another property, 404 to an unknown offer, 401 without a token; never 500', async () => {
    const { propertyId, offers } = await listingWithPaidOffers(1);
    const offerId = offers[0] as string;
    for (const body of [{}, { status: 'sold', propertyId }, { status: 'accepted', propertyId: 5 }, { status: ['accepted'] }, 'not json']) {
      expect((await callApi('PATCH', `/offers/${offerId}`, agent.idToken, body)).status, JSON.stringify(body)).toBe(400);
    }
    const otherListing = await seedProperty(agent);
    expect(await decide(agent.idToken, offerId, 'accepted', otherListing)).toEqual({ status: 400, body: { message: DECISION_API_MESSAGES.propertyMismatch } });
    expect((await decide(agent.idToken, 'no-such-offer', 'accepted')).status).toBe(404);
    expect((await callApi('PATCH', `/offers/${offerId}`, undefined, { status: 'accepted' })).status).toBe(401);
    expect((await read(`offers/${offerId}`))?.status).toBe('bought');
  });
});
