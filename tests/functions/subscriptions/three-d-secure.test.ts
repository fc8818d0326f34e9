import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_FAILED_MAIL } from '@homehaven/domain/subscriptions';
import { TEST_CARDS } from '../../../tools/stripe-stand-in/cards';
import { authenticateCard, confirmCard } from '../../../tools/stripe-stand-in/client';
import { db } from '../facade/support/admin';
import { call } from '../facade/support/api';
import { newCast, removeCast, type Cast } from '../facade/support/cast';
import type { Account } from '../facade/support/run';
import { useStripeStandIn } from '../payments/support/stand-in';
import { account, accountWhen, addPlan, freeAgent, pastPeriodEnd, PLAN_TERMS, settled, subscribe } from './support';

useStripeStandIn();

/**
 * 3-D Secure on a plan (docs/plans.md "3-D Secure"): the bank's challenge decides a first payment
 * (failed, nothing changes; passed, the plan is the account's); a card that always asks fails its
 * renewal off-session (past due, the e-mail) and the holder pays it with the challenge; an upgrade
 * the saved card cannot pay alone waits for a card payment and its challenge.
 */
describe('plans paid with a card whose bank asks for 3-D Secure', () => {
  let cast: Cast;
  let smallId: string;
  let largeId: string;
  beforeAll(async () => {
    cast = await newCast();
    smallId = await addPlan(cast, { ...PLAN_TERMS, name: 'Secure Small', listingsAllowed: 10, monthlyCents: 2_900, yearlyCents: 29_000 });
    largeId = await addPlan(cast, { ...PLAN_TERMS, name: 'Secure Large', listingsAllowed: 60, monthlyCents: 8_900, yearlyCents: 89_000 });
  });
  afterAll(async () => {
    await Promise.all([smallId, largeId].map((id) => db.recursiveDelete(db.doc(`plans/${id}`))));
    await removeCast(cast);
  });

  /** Pays `clientSecret` with a card that always asks, failing the challenge `failures` times first. */
  async function payWithChallenge(clientSecret: string, failures = 0): Promise<void> {
    for (let attempt = 0; attempt <= failures; attempt += 1) {
      const confirmed = await confirmCard(clientSecret, TEST_CARDS.authenticationAlways);
      expect(confirmed.body.status).toBe('requires_action');
      const outcome = attempt < failures ? 'fail' : 'complete';
      const answered = await authenticateCard(clientSecret, outcome);
      expect(answered.body.status).toBe(outcome === 'fail' ? 'requires_payment_method' : 'succeeded');
    }
  }

  /** `agent` on the small plan, paid with a card that always asks (the first challenge failed once). */
  async function subscribedWithChallenge(agent: Account): Promise<void> {
    const answer = await subscribe(agent.token, { planId: smallId, interval: 'month' });
    expect(answer.status).toBe(201);
    const { clientSecret } = answer.body as { clientSecret: string };
    expect((await confirmCard(clientSecret, TEST_CARDS.authenticationAlways)).body.status).toBe('requires_action');
    expect((await authenticateCard(clientSecret, 'fail')).body.last_payment_error).toMatchObject({ code: 'payment_intent_authentication_failure' });
    await settled(agent.uid);
    expect(await account(agent.uid)).toMatchObject({ planId: 'free', status: 'free' });
    await payWithChallenge(clientSecret);
    await accountWhen(agent.uid, (data) => data.planId === smallId && data.status === 'active');
    await settled(agent.uid);
  }

  it('starts the plan only once the challenge is passed; a failed one changes nothing', async () => {
    const agent = await freeAgent(cast, 'secure-subscriber');
    await subscribedWithChallenge(agent);
    expect(await account(agent.uid)).toMatchObject({ listingsAllowed: 10, listingsUsed: 1 });
  });

  it('fails the renewal off-session (past due, the e-mail) and takes its payment with the challenge', async () => {
    const agent = await freeAgent(cast, 'secure-renewer');
    await subscribedWithChallenge(agent);
    await pastPeriodEnd(agent.uid);
    await accountWhen(agent.uid, (data) => data.status === 'past_due');
    await expect
      .poll(async () => (await db.collection('mail').where('to', '==', agent.email).get()).docs.map((doc) => doc.data().message.subject), { timeout: 20_000 })
      .toEqual([RENEWAL_FAILED_MAIL.subject('Secure Small')]);
    const toPay = await call({ method: 'POST', path: '/billing/subscription/pay', body: {} }, agent.token);
    expect(toPay.status).toBe(200);
    await payWithChallenge((toPay.body as { clientSecret: string }).clientSecret, 1);
    const active = await accountWhen(agent.uid, (data) => data.status === 'active');
    expect(active.pastDueSince).toBeUndefined();
  });

  it('keeps an upgrade the card cannot pay off-session waiting for the card and its challenge, then gives the new plan', async () => {
    const agent = await freeAgent(cast, 'secure-upgrader');
    await subscribedWithChallenge(agent);
    const answer = await call({ method: 'PATCH', path: '/billing/subscription', body: { planId: largeId, interval: 'month' } }, agent.token);
    expect(answer).toMatchObject({ status: 200, body: { takesEffect: 'onPayment', planName: 'Secure Large' } });
    await settled(agent.uid);
    expect(await account(agent.uid)).toMatchObject({ planId: smallId, listingsAllowed: 10 });
    await payWithChallenge((answer.body as { clientSecret: string }).clientSecret);
    await accountWhen(agent.uid, (data) => data.planId === largeId && data.listingsAllowed === 60);
    await settled(agent.uid);
    // The upgrade's charge failed off-session, but the holder was on the page: no renewal e-mail.
    expect((await db.collection('mail').where('to', '==', agent.email).get()).size).toBe(0);
    const invoices = await db.collection(`billingAccounts/${agent.uid}/invoices`).where('reason', '==', 'subscription_update').get();
    expect(invoices.docs.map((doc) => doc.get('status'))).toEqual(['paid']);
  });
});
