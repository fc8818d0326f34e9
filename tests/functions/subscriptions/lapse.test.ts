// First: the emulator hosts and the functions' environment, before the functions code below initialises.
import { db } from '../refunds/support/functions-in-process';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRACE_DAYS, GRACE_ENDING_MAIL, GRACE_REMINDER_DAYS, SUBSCRIPTION_API_MESSAGES as M } from '@homehaven/domain/subscriptions';
import { sweepGrace } from '../../../functions/src/subscriptions/grace-sweep';
import { followPlan } from '../../../functions/src/subscriptions/sync-subscription';
import { TEST_CARDS } from '../../../tools/stripe-stand-in/cards';
import { confirmCard, stripeCall } from '../../../tools/stripe-stand-in/client';
import { call } from '../facade/support/api';
import { newCast, removeCast, seedListing, type Cast } from '../facade/support/cast';
import type { Account } from '../facade/support/run';
import { useStripeStandIn } from '../payments/support/stand-in';
import { account, accountWhen, addPlan, freeAgent, pastPeriodEnd, PLAN_TERMS, settled, subscribed } from './support';

useStripeStandIn();

/**
 * The grace sweep takes only what was due by 1990 began, and a test moves its own account's grace
 * dates before that, as if the days had passed: no other suite's account is ever that old.
 */
const DUE_BY = Timestamp.fromDate(new Date(Date.UTC(1990, 0, 1)));
const LONG_AGO = Timestamp.fromDate(new Date(Date.UTC(1989, 11, 31)));
const sweep = () => sweepGrace(DUE_BY);
const DAY = 24 * 60 * 60 * 1000;

const listing = async (id: string) => (await db.doc(`properties/${id}`).get()).data() ?? {};
const mailTo = async (email: string) => (await db.collection('mail').where('to', '==', email).get()).docs.map((doc) => String(doc.data().message.subject));

/** `count` verified listings of `agent` holding slots of their account, oldest first. */
async function listingsOf(agent: Account, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await seedListing(agent, { slotHolder: agent.uid, createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1 + i)) }));
  await db.doc(`billingAccounts/${agent.uid}`).update({ listingsUsed: count });
  return ids;
}

/**
 * A renewal that fails and is never paid (docs/plans.md "Lapse"): the grace's dates, the e-mail 3
 * days before it ends (once), then the plan ended at Stripe by the sweep, the free plan, the listings
 * above it paused (hidden, kept); subscribing again brings them back at once, without a review. Also
 * paying the unpaid renewal with another card.
 */
describe('the lapse of a plan whose renewal failed', () => {
  let cast: Cast;
  let planId: string;
  beforeAll(async () => {
    cast = await newCast();
    planId = await addPlan(cast, { ...PLAN_TERMS, name: 'Lapsing', listingsAllowed: 5 });
  });
  afterAll(async () => {
    await db.recursiveDelete(db.doc(`plans/${planId}`));
    await removeCast(cast);
  });

  /** `agent` on the plan with a saved card that declines, just past a renewal: past due. */
  async function pastDue(agent: Account): Promise<Record<string, unknown>> {
    await subscribed(agent, planId);
    const customer = String((await account(agent.uid)).stripeCustomerId);
    expect((await stripeCall('POST', `/_stand-in/customers/${customer}/card`, { number: TEST_CARDS.declined })).status).toBe(200);
    await pastPeriodEnd(agent.uid);
    const stored = await accountWhen(agent.uid, (data) => data.status === 'past_due');
    await settled(agent.uid);
    return stored;
  }

  it('counts the grace from the failed renewal, e-mails 3 days before it ends (once), then ends the plan and pauses the listings above the free plan', async () => {
    const agent = await freeAgent(cast, 'lapser');
    const ids = await listingsOf(agent, 4);
    const stored = await pastDue(agent);
    const since = (stored.pastDueSince as Timestamp).toMillis();
    expect((stored.graceEndsAt as Timestamp).toMillis() - since).toBe(GRACE_DAYS * DAY);
    expect((stored.graceReminderAt as Timestamp).toMillis() - since).toBe((GRACE_DAYS - GRACE_REMINDER_DAYS) * DAY);
    expect(await sweep()).toMatchObject({ reminded: 0, lapsed: 0 });

    await db.doc(`billingAccounts/${agent.uid}`).update({ graceReminderAt: LONG_AGO });
    expect((await sweep()).reminded).toBeGreaterThanOrEqual(1);
    expect(await mailTo(agent.email)).toContain(GRACE_ENDING_MAIL.subject('Lapsing'));
    expect(await account(agent.uid)).not.toHaveProperty('graceReminderAt');
    await sweep();
    expect((await mailTo(agent.email)).filter((subject) => subject === GRACE_ENDING_MAIL.subject('Lapsing'))).toHaveLength(1);
    expect(await account(agent.uid)).toMatchObject({ status: 'past_due', listingsAllowed: 5 });

    const subscriptionId = String((await account(agent.uid)).subscriptionId);
    await db.doc(`billingAccounts/${agent.uid}`).update({ graceEndsAt: LONG_AGO });
    expect((await sweep()).lapsed).toBeGreaterThanOrEqual(1);
    expect(((await stripeCall('GET', `/v1/subscriptions/${subscriptionId}`)).body as { status: string }).status).toBe('canceled');
    const lapsed = await account(agent.uid);
    // The free plan's allowance is read as it is when the plan ends: another file changes it for a moment (1 or 2 listings).
    const paused = Number(lapsed.listingsPaused);
    expect(lapsed).toMatchObject({ status: 'lapsed', planId: 'free', listingsUsed: 4 - paused });
    expect([3, 2]).toContain(paused);
    expect(lapsed).not.toHaveProperty('graceEndsAt');
    expect(lapsed).not.toHaveProperty('subscriptionId');
    // The newest public listings stay live; the older ones are paused: hidden, kept, verified still.
    const afterLapse = await Promise.all(ids.map(listing));
    afterLapse.forEach((each, index) =>
      expect(each).toMatchObject(index < paused ? { status: 'verified', withdrawn: true, pausedAt: expect.anything(), pausedFor: 'lapse' } : { status: 'verified', withdrawn: false }),
    );
    expect(afterLapse[3]).not.toHaveProperty('pausedAt');
    expect((await call({ method: 'GET', path: `/properties/${ids[0] ?? ''}` })).status).toBe(404);
    expect((await call({ method: 'GET', path: `/properties/${ids[3] ?? ''}` })).status).toBe(200);

    // Stripe's own event of the cancellation changes nothing more; a sweep again neither.
    await settled(agent.uid);
    expect(await sweep()).toMatchObject({ lapsed: 0 });
    expect(await account(agent.uid)).toMatchObject({ status: 'lapsed', listingsUsed: 4 - paused, listingsPaused: paused });

    // Subscribing again: the paused listings return at once, public, without a new review.
    await stripeCall('POST', `/_stand-in/customers/${String(lapsed.stripeCustomerId)}/card`, { number: TEST_CARDS.succeeds });
    await subscribed(agent, planId);
    const back = await accountWhen(agent.uid, (data) => data.listingsPaused === 0);
    expect(back).toMatchObject({ status: 'active', listingsUsed: 4, listingsAllowed: 5 });
    for (const returned of await Promise.all(ids.map(listing))) {
      expect(returned).toMatchObject({ status: 'verified', withdrawn: false });
      expect(returned).not.toHaveProperty('pausedAt');
    }
    expect((await call({ method: 'GET', path: `/properties/${ids[0] ?? ''}` })).status).toBe(200);

    // What its owner paused stays paused when the plan is paid again; what the lapse paused comes back.
    const pausedAt = Timestamp.fromMillis(Date.UTC(2026, 1, 1));
    const byOwner = await seedListing(agent, { slotHolder: agent.uid, withdrawn: true, pausedAt, pausedFor: 'owner' });
    const byLapse = await seedListing(agent, { slotHolder: agent.uid, withdrawn: true, pausedAt, pausedFor: 'lapse' });
    await db.doc(`billingAccounts/${agent.uid}`).update({ listingsPaused: 2 });
    await followPlan(agent.uid);
    expect(await listing(byOwner)).toMatchObject({ withdrawn: true, pausedFor: 'owner' });
    expect(await listing(byLapse)).toMatchObject({ withdrawn: false });
    expect(await account(agent.uid)).toMatchObject({ listingsUsed: 5, listingsPaused: 1 });
  });

  it('lets the holder pay the failed renewal with another card: active again, the grace gone; nothing to pay otherwise', async () => {
    const agent = await freeAgent(cast, 'payer-again');
    const pay = () => call({ method: 'POST', path: '/billing/subscription/pay', body: {} }, agent.token);
    await pastDue(agent);
    const answer = await pay();
    expect(answer.status).toBe(200);
    const { clientSecret, amountCents } = answer.body as { clientSecret: string; amountCents: number };
    expect(amountCents).toBe(PLAN_TERMS.monthlyCents);
    expect((await confirmCard(clientSecret, TEST_CARDS.declined)).status).toBe(402);
    expect((await confirmCard(clientSecret, TEST_CARDS.succeeds)).status).toBe(200);
    const active = await accountWhen(agent.uid, (data) => data.status === 'active');
    expect(active).not.toHaveProperty('graceEndsAt');
    expect(active).not.toHaveProperty('pastDueSince');
    expect(await pay()).toMatchObject({ status: 409, body: { message: M.nothingToPay } });
    expect((await call({ method: 'POST', path: '/billing/subscription/pay', body: {} }, cast.user.token)).status).toBe(403);
  });
});
