import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_FAILED_MAIL, SUBSCRIPTION_API_MESSAGES as M } from '@homehaven/domain/subscriptions';
import { TEST_CARDS } from '../../../tools/stripe-stand-in/cards';
import { confirmCard, stripeCall } from '../../../tools/stripe-stand-in/client';
import { db } from '../facade/support/admin';
import { call, type FacadeAnswer } from '../facade/support/api';
import { newCast, removeCast, type Cast } from '../facade/support/cast';
import { useStripeStandIn } from '../payments/support/stand-in';
import { account, accountWhen, addPlan, delivered, freeAgent, pastPeriodEnd, PLAN_TERMS, settled, subscribed } from './support';

useStripeStandIn();

/**
 * A paid plan's life (docs/plans.md "Changing plan", "Subscribing"): an upgrade charged at once for
 * the rest of the period and given at once; a downgrade from the period's end, the account keeping
 * what it paid for until then; an upgrade the saved card declines waiting to be paid by card; cancelling at the period's end, or
 * not after all; refusals; a declined renewal past due with an e-mail, then paid, then ended. A
 * renewal is forced by moving the agent's own customer's Billing clock (pastPeriodEnd), so no other
 * file's subscription renews meanwhile.
 */
describe('a plan’s life (PATCH /billing/subscription, POST /billing/subscription/cancel, renewals)', () => {
  let cast: Cast;
  let smallId: string;
  let largeId: string;
  const change = (token: string, body: object): Promise<FacadeAnswer> => call({ method: 'PATCH', path: '/billing/subscription', body }, token);
  const cancel = (token: string, atPeriodEnd: boolean): Promise<FacadeAnswer> => call({ method: 'POST', path: '/billing/subscription/cancel', body: { atPeriodEnd } }, token);

  beforeAll(async () => {
    cast = await newCast();
    smallId = await addPlan(cast, { ...PLAN_TERMS, name: 'Small', listingsAllowed: 10, monthlyCents: 2_900, yearlyCents: 29_000 });
    largeId = await addPlan(cast, { ...PLAN_TERMS, name: 'Large', listingsAllowed: 60, monthlyCents: 8_900, yearlyCents: 89_000 });
  });
  afterAll(async () => {
    await Promise.all([smallId, largeId].map((id) => db.recursiveDelete(db.doc(`plans/${id}`))));
    await removeCast(cast);
  });

  it('upgrades at once, charging the difference for the rest of the period', async () => {
    const agent = await freeAgent(cast, 'upgrader');
    const { subscriptionId } = await subscribed(agent, smallId);
    expect(await change(agent.token, { planId: largeId, interval: 'month' })).toMatchObject({ status: 200, body: { takesEffect: 'now', planName: 'Large' } });
    await accountWhen(agent.uid, (data) => data.planId === largeId && data.listingsAllowed === 60);
    const invoices = (await stripeCall('GET', `/v1/invoices?subscription=${subscriptionId}`)).body as { data: { billing_reason: string; status: string; amount_paid: number }[] };
    const proration = invoices.data[0];
    expect(proration).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(proration?.amount_paid).toBeGreaterThan(5_900 * 0.9);
    expect(proration?.amount_paid).toBeLessThanOrEqual(6_000);
  });

  it('downgrades from the period’s end: the account keeps what it paid for until the renewal', async () => {
    const agent = await freeAgent(cast, 'downgrader');
    await subscribed(agent, largeId);
    expect(await change(agent.token, { planId: smallId, interval: 'month' })).toMatchObject({ status: 200, body: { takesEffect: 'periodEnd', planName: 'Small' } });
    const waiting = await accountWhen(agent.uid, (data) => (data.pendingChange as { planId?: string } | undefined)?.planId === smallId);
    expect(waiting).toMatchObject({ planId: largeId, listingsAllowed: 60, status: 'active' });
    // An event meanwhile (the subscription's own update) leaves the allowances paid for.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await account(agent.uid)).toMatchObject({ planId: largeId, listingsAllowed: 60 });
    await pastPeriodEnd(agent.uid);
    const renewed = await accountWhen(agent.uid, (data) => data.planId === smallId);
    expect(renewed).toMatchObject({ listingsAllowed: 10, status: 'active' });
    expect(renewed.pendingChange).toBeUndefined();
  });

  it('keeps an upgrade the saved card declines waiting for a card payment: nothing changes until it is paid, then the new plan', async () => {
    const agent = await freeAgent(cast, 'declined');
    await subscribed(agent, smallId);
    const customer = String((await account(agent.uid)).stripeCustomerId);
    await stripeCall('POST', `/_stand-in/customers/${customer}/card`, { number: TEST_CARDS.declined });
    const answer = await change(agent.token, { planId: largeId, interval: 'month' });
    expect(answer).toMatchObject({ status: 200, body: { takesEffect: 'onPayment', planName: 'Large' } });
    const { clientSecret, amountCents } = answer.body as { clientSecret: string; amountCents: number };
    expect(amountCents).toBeGreaterThan(5_900 * 0.9);
    expect(amountCents).toBeLessThanOrEqual(6_000);
    await settled(agent.uid);
    expect(await account(agent.uid)).toMatchObject({ planId: smallId, listingsAllowed: 10 });
    expect((await confirmCard(clientSecret, TEST_CARDS.succeeds)).status).toBe(200);
    await accountWhen(agent.uid, (data) => data.planId === largeId && data.listingsAllowed === 60);
  });

  it('cancels at the period’s end or not after all, and refuses a change without a plan, to the same plan, or while past due', async () => {
    const agent = await freeAgent(cast, 'canceller');
    await subscribed(agent, smallId);
    expect(await cancel(agent.token, true)).toMatchObject({ status: 200, body: { cancelAtPeriodEnd: true } });
    await accountWhen(agent.uid, (data) => data.cancelAtPeriodEnd === true);
    expect(await cancel(agent.token, false)).toMatchObject({ status: 200, body: { cancelAtPeriodEnd: false } });
    await accountWhen(agent.uid, (data) => data.cancelAtPeriodEnd === false);
    expect(await change(agent.token, { planId: smallId, interval: 'month' })).toMatchObject({ status: 409, body: { message: M.samePlan } });
    expect((await change(agent.token, { planId: smallId, interval: 'month', amountCents: 1 })).status).toBe(400);

    const free = await freeAgent(cast, 'no-plan');
    expect(await change(free.token, { planId: largeId, interval: 'month' })).toMatchObject({ status: 409, body: { message: M.noPlan } });
    expect(await cancel(free.token, true)).toMatchObject({ status: 409, body: { message: M.noPlan } });
    await db.doc(`billingAccounts/${agent.uid}`).update({ status: 'past_due' });
    expect(await change(agent.token, { planId: largeId, interval: 'month' })).toMatchObject({ status: 409, body: { message: M.payFirst } });
    expect((await change(cast.user.token, { planId: largeId, interval: 'month' })).status).toBe(403);
  });

  it('is past due with an e-mail when a renewal is declined, active again once paid, and the free plan once the subscription ends', async () => {
    const agent = await freeAgent(cast, 'renewer');
    const { subscriptionId } = await subscribed(agent, smallId);
    const customer = String((await account(agent.uid)).stripeCustomerId);
    expect((await stripeCall('POST', `/_stand-in/customers/${customer}/card`, { number: TEST_CARDS.declined })).status).toBe(200);
    await pastPeriodEnd(agent.uid);
    const pastDue = await accountWhen(agent.uid, (data) => data.status === 'past_due');
    expect(pastDue).toMatchObject({ planId: smallId, listingsAllowed: 10, subscriptionId });
    expect(pastDue.pastDueSince).toBeDefined();
    await expect
      .poll(async () => (await db.collection('mail').where('to', '==', agent.email).get()).docs.map((doc) => doc.data().message.subject), { timeout: 20_000 })
      .toEqual([RENEWAL_FAILED_MAIL.subject('Small')]);

    const open = (await stripeCall('GET', `/v1/invoices?subscription=${subscriptionId}&limit=1`)).body as { data: { id: string; status: string }[] };
    expect(open.data[0]?.status).toBe('open');
    expect((await stripeCall('POST', `/v1/invoices/${open.data[0]?.id ?? ''}/pay`, { payment_method: 'pm_card_visa' })).status).toBe(200);
    const active = await accountWhen(agent.uid, (data) => data.status === 'active');
    expect(active.pastDueSince).toBeUndefined();

    expect((await stripeCall('DELETE', `/v1/subscriptions/${subscriptionId}`)).status).toBe(200);
    await delivered(subscriptionId, 4);
    const lapsed = await accountWhen(agent.uid, (data) => data.status === 'lapsed');
    expect(lapsed).toMatchObject({ planId: 'free', listingsAllowed: 1, listingsUsed: 1 });
    expect(lapsed.subscriptionId).toBeUndefined();
  });
});
