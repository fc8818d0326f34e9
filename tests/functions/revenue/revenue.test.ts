import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHT_MONTHS, INSIGHTS, monthId, PLATFORM_SCOPE } from '@homehaven/domain/insights';
import { REVENUE_FIELDS as F } from '@homehaven/domain/revenue';
import { TEST_CARDS } from '../../../tools/stripe-stand-in/cards';
import { confirmCard, stripeCall } from '../../../tools/stripe-stand-in/client';
import { db } from '../facade/support/admin';
import { call } from '../facade/support/api';
import { newCast, removeCast, seedListing, type Cast } from '../facade/support/cast';
import type { Account } from '../facade/support/run';
import { useStripeStandIn } from '../payments/support/stand-in';
import { account, accountWhen, addPlan, delivered, freeAgent, pastPeriodEnd, PLAN_TERMS, postEvent, settled, subscribed } from '../subscriptions/support';

useStripeStandIn();

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** An event's object as Stripe has it now (the webhook reads it afresh anyway; a PaymentIntent's metadata says what it bought). */
async function objectOf(type: string, id: string): Promise<unknown> {
  const path = type.startsWith('payment_intent.') ? 'payment_intents' : type.startsWith('invoice.') ? 'invoices' : 'subscriptions';
  return (await stripeCall('GET', `/v1/${path}/${id}`)).body;
}

const monthCounters = async (id: string) => (await db.doc(`${INSIGHTS}/${PLATFORM_SCOPE}/${INSIGHT_MONTHS}/${id}`).get()).data() ?? {};

/**
 * A new agent with a Stripe customer of their own whose Billing clock runs decades ahead (a year no
 * other file's events fall in), so the revenue months this file counts are its own: test files run
 * side by side and the platform's counters are shared.
 */
async function agentInAMonthOfItsOwn(cast: Cast, name: string): Promise<{ agent: Account; customer: string; month: () => Promise<string> }> {
  const agent = await freeAgent(cast, name);
  const created = await stripeCall('POST', '/v1/customers', { email: agent.email, name, 'metadata[holderUid]': agent.uid });
  const customer = String((created.body as { id: string }).id);
  await db.doc(`billingAccounts/${agent.uid}`).update({ stripeCustomerId: customer });
  const years = 100 + Math.floor(Math.random() * 5000);
  expect((await stripeCall('POST', '/_stand-in/clock', { advance_seconds: String(years * YEAR_SECONDS), customer })).status).toBe(200);
  const month = async () => monthId(new Date(((await stripeCall('GET', `/_stand-in/clock?customer=${customer}`)).body as { now: number }).now * 1000));
  return { agent, customer, month };
}

/**
 * The revenue the admin's dashboard charts (docs/plans.md "Revenue"): counters the webhook keeps in
 * the platform's insight months, once per Stripe event, in the month of the event at Stripe.
 */
describe('revenue counters (insights/platform/months)', () => {
  let cast: Cast;
  let smallId: string;
  let largeId: string;
  beforeAll(async () => {
    cast = await newCast();
    smallId = await addPlan(cast, { ...PLAN_TERMS, name: 'Revenue small', monthlyCents: 2_900, yearlyCents: 29_000 });
    largeId = await addPlan(cast, { ...PLAN_TERMS, name: 'Revenue large', monthlyCents: 8_900, yearlyCents: 89_000 });
  });
  afterAll(async () => {
    await Promise.all([smallId, largeId].map((id) => db.recursiveDelete(db.doc(`plans/${id}`))));
    await removeCast(cast);
  });

  it('counts a subscription started, its upgrade, what its invoices collected, a paid feature, and its end, each once', async () => {
    const { agent, month } = await agentInAMonthOfItsOwn(cast, 'earner');
    const started = await month();
    const { subscriptionId } = await subscribed(agent, smallId);
    expect(await account(agent.uid)).toMatchObject({ recurringCents: 2_900 });
    expect(await monthCounters(started)).toMatchObject({ [F.subscriptionsStarted]: 1, [F.mrrChange]: 2_900, [F.invoiced]: 2_900 });

    // The upgrade: the recurring revenue moves by the difference; its prorated invoice is collected.
    expect((await call({ method: 'PATCH', path: '/billing/subscription', body: { planId: largeId, interval: 'month' } }, agent.token)).status).toBe(200);
    await accountWhen(agent.uid, (data) => data.recurringCents === 8_900);
    await settled(agent.uid);
    const invoices = (await stripeCall('GET', `/v1/invoices?subscription=${subscriptionId}`)).body as { data: { amount_paid: number }[] };
    const collected = invoices.data.reduce((sum, invoice) => sum + invoice.amount_paid, 0);
    expect(await monthCounters(started)).toMatchObject({ [F.subscriptionsStarted]: 1, [F.mrrChange]: 8_900, [F.invoiced]: collected });

    // A featured upgrade paid once.
    const listing = await seedListing(agent, { slotHolder: agent.uid });
    const payment = await call({ method: 'POST', path: `/properties/${listing}/feature/payment`, body: {} }, agent.token);
    expect(payment.status).toBe(201);
    const { paymentIntentId, clientSecret, amountCents } = payment.body as { paymentIntentId: string; clientSecret: string; amountCents: number };
    expect((await confirmCard(clientSecret, TEST_CARDS.succeeds)).status).toBe(200);
    await delivered(paymentIntentId);
    expect(await monthCounters(started)).toMatchObject({ [F.features]: 1, [F.featureCents]: amountCents });

    // Every event delivered again, and each said again by another event, changes nothing.
    for (const delivery of await settled(agent.uid)) {
      const object = await objectOf(delivery.type, delivery.objectId);
      for (const id of [delivery.eventId, `${delivery.eventId}_again`]) {
        expect(await postEvent({ id, object: 'event', type: delivery.type, created: 1, livemode: false, data: { object } })).toBe(200);
      }
    }
    expect(await monthCounters(started)).toMatchObject({ [F.subscriptionsStarted]: 1, [F.mrrChange]: 8_900, [F.invoiced]: collected, [F.features]: 1 });

    // Cancelled at the period's end: the end is counted in the month it comes, and the recurring revenue falls back.
    expect((await call({ method: 'POST', path: '/billing/subscription/cancel', body: { atPeriodEnd: true } }, agent.token)).status).toBe(200);
    await accountWhen(agent.uid, (data) => data.cancelAtPeriodEnd === true);
    await pastPeriodEnd(agent.uid);
    await accountWhen(agent.uid, (data) => data.status === 'lapsed');
    await settled(agent.uid);
    const ended = await month();
    expect(ended).not.toBe(started);
    expect(await monthCounters(ended)).toMatchObject({ [F.subscriptionsEnded]: 1, [F.mrrChange]: -8_900 });
    expect((await account(agent.uid)).recurringCents).toBeUndefined();
  });
});
