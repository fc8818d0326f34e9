import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { SUBSCRIPTION_API_MESSAGES as M } from '@homehaven/domain/subscriptions';
import { stripeCall } from '../../../tools/stripe-stand-in/client';
import { stripeSignatureHeader } from '../../../tools/stripe-stand-in/signature';
import { db } from '../facade/support/admin';
import { member, newCast, removeCast, withoutBillingAccount, type Cast } from '../facade/support/cast';
import { useStripeStandIn } from '../payments/support/stand-in';
import { account, addPlan, freeAgent, PLAN_TERMS, postEvent, subscribe, subscribed } from './support';

useStripeStandIn();

/**
 * Subscribing to a paid plan on Stripe Billing (docs/plans.md "Subscribing"): the facade starts the
 * subscription at the plan's own price, the first invoice paid through its PaymentIntent makes the
 * account the plan's, and Stripe's signed events, read afresh, keep it so whatever their order, each
 * applied once. Renewals, changes and cancellations move the stand-in's Billing clock: they are in
 * plan-lifecycle.test.ts, one after another.
 */
describe('subscriptions (POST /billing/subscription, the Billing webhook)', () => {
  let cast: Cast;
  let planId: string;
  let hiddenId: string;
  beforeAll(async () => {
    cast = await newCast();
    planId = await addPlan(cast, { ...PLAN_TERMS, name: `Professional ${cast.prefix.slice(-4)}` });
    hiddenId = await addPlan(cast, { ...PLAN_TERMS, name: 'Legacy', visible: false });
  });
  afterAll(async () => {
    await Promise.all([planId, hiddenId].map((id) => db.recursiveDelete(db.doc(`plans/${id}`))));
    await removeCast(cast);
  });

  it('starts a subscription at the plan’s price, changing nothing until it is paid; asked again, answers the same one', async () => {
    const agent = await freeAgent(cast, 'starter');
    const answer = await subscribe(agent.token, { planId, interval: 'year' });
    expect(answer).toMatchObject({ status: 201, body: { amountCents: 49_000, interval: 'year', clientSecret: expect.stringMatching(/^pi_.+_secret_/) } });
    const { subscriptionId } = answer.body as { subscriptionId: string };
    const stored = await account(agent.uid);
    expect(stored).toMatchObject({ planId: 'free', status: 'free', listingsAllowed: 1, pendingSubscriptionId: subscriptionId, stripeCustomerId: expect.stringMatching(/^cus_/) });
    const subscription = (await stripeCall('GET', `/v1/subscriptions/${subscriptionId}`)).body as { status: string; items: { data: { price: { unit_amount: number } }[] } };
    expect(subscription.status).toBe('incomplete');
    expect(subscription.items.data[0]?.price.unit_amount).toBe(49_000);
    expect(((await subscribe(agent.token, { planId, interval: 'year' })).body as { subscriptionId: string }).subscriptionId).toBe(subscriptionId);
  });

  it('makes the account the plan’s once the first invoice is paid: its allowances, period and invoice', async () => {
    const agent = await freeAgent(cast, 'payer');
    const { subscriptionId } = await subscribed(agent, planId);
    const stored = await account(agent.uid);
    expect(stored).toMatchObject({ planId, planVersion: 1, status: 'active', listingsAllowed: 35, featuredAllowed: 3, listingsUsed: 1, interval: 'month', cancelAtPeriodEnd: false, subscriptionId });
    expect(stored.pendingSubscriptionId).toBeUndefined();
    expect(stored.currentPeriodEnd).toBeDefined();
    const invoices = await db.collection(`billingAccounts/${agent.uid}/invoices`).get();
    await expect.poll(async () => (await db.collection(`billingAccounts/${agent.uid}/invoices`).get()).docs.map((doc) => doc.data().status), { timeout: 20_000 }).toEqual(['paid']);
    expect(invoices.size).toBeLessThanOrEqual(1);
  });

  it('refuses a buyer, an agency’s agent, a hidden, free or unknown plan, a price sent by the client, and a second plan; nothing changes', async () => {
    const agent = await freeAgent(cast, 'refused');
    expect((await subscribe(cast.user.token, { planId, interval: 'month' })).status).toBe(403);
    const agencyAgent = await freeAgent(cast, 'in-agency');
    await db.doc(`users/${agencyAgent.uid}`).update({ agencyUid: cast.agent.uid });
    expect(await subscribe(agencyAgent.token, { planId, interval: 'month' })).toMatchObject({ status: 403, body: { message: M.agencyPlan } });
    for (const id of [hiddenId, 'free', 'no-such-plan']) expect(await subscribe(agent.token, { planId: id, interval: 'month' })).toMatchObject({ status: 404, body: { message: M.planNotForSale } });
    expect((await subscribe(agent.token, { planId, interval: 'month', amountCents: 100 })).status).toBe(400);
    expect((await subscribe(agent.token, { planId, interval: 'week' })).status).toBe(400);
    expect(await account(agent.uid)).not.toHaveProperty('pendingSubscriptionId');

    const paying = await freeAgent(cast, 'paying');
    await subscribed(paying, planId);
    expect(await subscribe(paying.token, { planId, interval: 'year' })).toMatchObject({ status: 409, body: { message: M.alreadySubscribed } });
    const noAccount = await member(cast.prefix, 'no-account', 'agent');
    await withoutBillingAccount(noAccount);
    expect(await subscribe(noAccount.token, { planId, interval: 'month' })).toMatchObject({ status: 503, body: { message: PLAN_MESSAGES.noAccount } });
  });

  it('applies an event sent twice once, a stale one as Stripe has the subscription now, and refuses a forged one', async () => {
    const agent = await freeAgent(cast, 'replayed');
    const { subscriptionId } = await subscribed(agent, planId);
    const subscription = (await stripeCall('GET', `/v1/subscriptions/${subscriptionId}`)).body;
    // A stale event (an earlier state, arriving late) says canceled: the subscription read afresh is active.
    const stale = { id: `evt_stale_${agent.uid}`, object: 'event', type: 'customer.subscription.deleted', created: 1, livemode: false, data: { object: { ...subscription, status: 'canceled' } } };
    expect(await postEvent(stale)).toBe(200);
    expect(await account(agent.uid)).toMatchObject({ status: 'active', planId, subscriptionId });

    // The same event id again, after the account was changed by hand: applied once, so nothing is redone.
    await db.doc(`billingAccounts/${agent.uid}`).update({ listingsAllowed: 2 });
    expect(await postEvent(stale)).toBe(200);
    expect((await account(agent.uid)).listingsAllowed).toBe(2);
    expect(await postEvent({ ...stale, id: `evt_fresh_${agent.uid}` })).toBe(200);
    expect((await account(agent.uid)).listingsAllowed).toBe(35);

    const forged = { ...stale, id: `evt_forged_${agent.uid}` };
    expect(await postEvent(forged, stripeSignatureHeader(JSON.stringify(forged), 'whsec_not_the_secret'))).toBe(400);
    expect(await db.doc(`stripeEvents/${forged.id}`).get()).toHaveProperty('exists', false);
  });
});
