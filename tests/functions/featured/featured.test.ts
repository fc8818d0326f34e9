// First: the emulator hosts and the functions' environment, before the functions code below initialises.
import { db } from '../refunds/support/functions-in-process';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_DAYS, FEATURE_MESSAGES as M } from '@homehaven/domain/featured-listings';
import { ONE_OFF_DEFAULT_CENTS } from '@homehaven/domain/one-off-prices';
import { sweepFeatures } from '../../../functions/src/featured/end-features';
import { TEST_CARDS } from '../../../tools/stripe-stand-in/cards';
import { confirmCard, stripeCall } from '../../../tools/stripe-stand-in/client';
import { call, type FacadeAnswer } from '../facade/support/api';
import { member, newCast, removeCast, seedListing, type Cast } from '../facade/support/cast';
import type { Account } from '../facade/support/run';
import { useStripeStandIn } from '../payments/support/stand-in';
import { account, delivered, postEvent } from '../subscriptions/support';

useStripeStandIn();

const feature = (id: string, token: string, body: object = {}): Promise<FacadeAnswer> => call({ method: 'POST', path: `/properties/${id}/feature`, body }, token);
const payToFeature = (id: string, token: string): Promise<FacadeAnswer> => call({ method: 'POST', path: `/properties/${id}/feature/payment`, body: {} }, token);
const listing = async (id: string) => (await db.doc(`properties/${id}`).get()).data() ?? {};
const DAY = 24 * 60 * 60 * 1000;

/** A new agent of the cast whose plan allows `featured` featured listings. */
async function agentAllowing(cast: Cast, name: string, featured: number): Promise<Account> {
  const agent = await member(cast.prefix, name, 'agent');
  await db.doc(`billingAccounts/${agent.uid}`).update({ featuredAllowed: featured, featuredUsed: 0 });
  return agent;
}

/** A public listing of `agent`'s counting on their own account, or one with `overrides`. */
const publicListing = (agent: Account, overrides: object = {}) => seedListing(agent, { slotHolder: agent.uid, ...overrides });

/**
 * Featured listings (docs/plans.md "Featured listings"): a public listing featured for 30 days from
 * its plan's allowance, counted on the account until the feature ends by itself or the listing goes;
 * or paid once, granted by Stripe's event, read afresh and applied once; never a listing buyers cannot
 * see, nor one featured already.
 */
describe('featured listings (POST /properties/{id}/feature, /feature/payment)', () => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await newCast();
  });
  afterAll(async () => {
    if (cast) await removeCast(cast);
  });

  it("features a public listing for 30 days from the plan's allowance, and refuses past it, a hidden or featured one, another's, and a body", async () => {
    const agent = await agentAllowing(cast, 'allowance', 1);
    const first = await publicListing(agent);
    const second = await publicListing(agent);
    expect((await feature(first, agent.token, { days: 365 })).status).toBe(400);
    expect((await feature(first, cast.agent.token)).status).toBe(403);

    const before = Date.now();
    const answer = await feature(first, agent.token);
    expect(answer).toMatchObject({ status: 200, body: { message: M.featured } });
    const stored = await listing(first);
    expect(stored).toMatchObject({ featured: true, featuredFrom: 'plan', featuredHolder: agent.uid, featuredTimes: 1 });
    const until = (stored.featuredUntil as Timestamp).toMillis();
    expect(until).toBeGreaterThanOrEqual(before + FEATURE_DAYS * DAY);
    expect(until).toBeLessThan(Date.now() + FEATURE_DAYS * DAY + 60_000);
    expect(await account(agent.uid)).toMatchObject({ featuredUsed: 1 });

    expect(await feature(first, agent.token)).toMatchObject({ status: 409, body: { message: M.already } });
    expect(await feature(second, agent.token)).toMatchObject({ status: 409, body: { message: M.noAllowance(1) } });
    const pending = await publicListing(agent, { status: 'pending', isVerified: false });
    const paused = await publicListing(agent, { withdrawn: true, pausedAt: FieldValue.serverTimestamp(), pausedFor: 'owner' });
    const sold = await publicListing(agent, { soldAt: FieldValue.serverTimestamp(), soldOfferId: 'offer-x' });
    for (const id of [pending, paused, sold]) expect(await feature(id, agent.token)).toMatchObject({ status: 409, body: { message: M.notPublic } });
    expect(await account(agent.uid)).toMatchObject({ featuredUsed: 1 });
    expect((await listing(second)).featured).toBeUndefined();
  });

  it("lists featured listings under All properties' Featured filter (GET /properties?featured=true), with a search and the other filters, and refuses another value", async () => {
    const agent = await agentAllowing(cast, 'filter', 1);
    // A place of its own, so listings of other test files never come into the search.
    const place = `Featurefilter ${cast.prefix}`;
    const shown = await publicListing(agent, { location: place, facts: { bedrooms: 3 } });
    const plain = await publicListing(agent, { location: place, facts: { bedrooms: 3 } });
    expect((await feature(shown, agent.token)).status).toBe(200);
    const ids = async (query: string) => {
      const answer = await call({ method: 'GET', path: `/properties?search=${encodeURIComponent(place)}${query}` });
      expect(answer.status).toBe(200);
      return (answer.body as { _id: string }[]).map((item) => item._id);
    };
    expect((await ids('')).sort()).toEqual([plain, shown].sort());
    expect(await ids('&featured=true')).toEqual([shown]);
    expect(await ids('&featured=true&beds=3&sort=asc')).toEqual([shown]);
    expect(await ids('&featured=true&beds=4')).toEqual([]);
    for (const value of ['1', 'false', '']) expect((await call({ method: 'GET', path: `/properties?featured=${value}` })).status).toBe(400);
  });

  it('ends a feature by itself on time, giving the allowance back, and a deleted listing gives it back too', async () => {
    const agent = await agentAllowing(cast, 'ending', 2);
    const ending = await publicListing(agent);
    const deleted = await publicListing(agent);
    expect((await feature(ending, agent.token)).status).toBe(200);
    expect((await feature(deleted, agent.token)).status).toBe(200);
    expect(await account(agent.uid)).toMatchObject({ featuredUsed: 2 });

    // Its end long past (1991), swept with a due date no other file's feature can reach.
    await db.doc(`properties/${ending}`).update({ featuredUntil: Timestamp.fromMillis(Date.UTC(1991, 0, 1)) });
    const outcome = await sweepFeatures(Timestamp.fromMillis(Date.UTC(1991, 11, 31)));
    expect(outcome).toEqual({ ended: 1, failed: 0 });
    const ended = await listing(ending);
    expect(ended.featured).toBeUndefined();
    expect(ended.featuredUntil).toBeUndefined();
    expect(ended.featuredTimes).toBe(1);
    expect(await account(agent.uid)).toMatchObject({ featuredUsed: 1 });
    expect((await sweepFeatures(Timestamp.fromMillis(Date.UTC(1991, 11, 31)))).ended).toBe(0);

    expect((await call({ method: 'DELETE', path: `/properties/${deleted}` }, agent.token)).status).toBe(200);
    expect(await account(agent.uid)).toMatchObject({ featuredUsed: 0 });
  });

  it('features a listing paid once, by Stripe’s event applied once, on no allowance; a payment for a listing gone meanwhile is recorded as owed back', async () => {
    const agent = await agentAllowing(cast, 'paying', 0);
    const id = await publicListing(agent);
    expect(await feature(id, agent.token)).toMatchObject({ status: 409, body: { message: M.noAllowance(0) } });
    const started = await payToFeature(id, agent.token);
    expect(started).toMatchObject({ status: 201, body: { amountCents: ONE_OFF_DEFAULT_CENTS.feature } });
    const { paymentIntentId, clientSecret } = started.body as { paymentIntentId: string; clientSecret: string };
    expect((await payToFeature(id, agent.token)).body).toMatchObject({ paymentIntentId });
    expect((await stripeCall('GET', `/v1/payment_intents/${paymentIntentId}`)).body).toMatchObject({ metadata: { purpose: 'feature', listingId: id, holderUid: agent.uid } });
    expect((await confirmCard(clientSecret, TEST_CARDS.succeeds)).status).toBe(200);
    await delivered(paymentIntentId);
    expect(await listing(id)).toMatchObject({ featured: true, featuredFrom: 'paid', featuredTimes: 1 });
    expect((await account(agent.uid)).featuredUsed).toBe(0);
    expect((await db.doc(`billingAccounts/${agent.uid}/purchases/${paymentIntentId}`).get()).data()).toMatchObject({ kind: 'feature', listingId: id, amountCents: ONE_OFF_DEFAULT_CENTS.feature });

    // The same payment again, by another event: featured once (no second 30 days).
    const intent = (await stripeCall('GET', `/v1/payment_intents/${paymentIntentId}`)).body;
    const until = (await listing(id)).featuredUntil as Timestamp;
    expect(await postEvent({ id: `evt_feature_again_${agent.uid}`, object: 'event', type: 'payment_intent.succeeded', created: 1, livemode: false, data: { object: intent } })).toBe(200);
    expect(((await listing(id)).featuredUntil as Timestamp).toMillis()).toBe(until.toMillis());
    expect(await payToFeature(id, agent.token)).toMatchObject({ status: 409, body: { message: M.already } });

    // Paid for, then deleted before Stripe's event: nothing is featured, the purchase says it was not applied.
    const gone = await publicListing(agent);
    const late = (await payToFeature(gone, agent.token)).body as { paymentIntentId: string; clientSecret: string };
    await db.doc(`properties/${gone}`).delete();
    expect((await confirmCard(late.clientSecret, TEST_CARDS.succeeds)).status).toBe(200);
    await delivered(late.paymentIntentId);
    expect((await db.doc(`billingAccounts/${agent.uid}/purchases/${late.paymentIntentId}`).get()).data()).toMatchObject({ kind: 'feature', unapplied: true });
    expect((await db.doc(`properties/${gone}`).get()).exists).toBe(false);
  });
});
