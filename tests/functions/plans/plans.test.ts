import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_API_MESSAGES } from '@homehaven/domain/plan-messages';
import { db } from '../facade/support/admin';
import { call, type FacadeAnswer } from '../facade/support/api';
import { newCast, removeCast, type Cast } from '../facade/support/cast';
import { member } from '../facade/support/cast';
import type { Account } from '../facade/support/run';
import { stripeCall } from '../../../tools/stripe-stand-in/client';
import { useStripeStandIn } from '../payments/support/stand-in';

useStripeStandIn();

const TERMS = { name: 'Professional', listingsAllowed: 10, featuredAllowed: 2, photosPerListing: 20, monthlyCents: 2900, yearlyCents: 29_000, visible: true };
const read = async (path: string) => (await db.doc(path).get()).data();
const price = async (id: unknown) => (await stripeCall('GET', `/v1/prices/${String(id)}`)).body;
const product = async (id: unknown) => (await stripeCall('GET', `/v1/products/${String(id)}`)).body;

/**
 * The plans' catalogue (docs/plans.md "Plans"): admins add and change plans through the facade; each
 * price or allowance change is a new version with new Stripe prices, the old ones archived for new
 * subscribers and kept for their own; a rename or a hidden plan is the same version.
 */
describe('plans (POST /plans, PUT /plans/{planId})', () => {
  let cast: Cast;
  let otherAdmin: Account;
  const made: string[] = [];
  beforeAll(async () => {
    cast = await newCast();
    otherAdmin = await member(cast.prefix, 'other-admin', 'admin');
  });
  afterAll(async () => {
    await Promise.all(made.map((id) => db.recursiveDelete(db.doc(`plans/${id}`))));
    await removeCast(cast);
  });

  const add = async (terms: object, token = cast.admin.token): Promise<FacadeAnswer> => {
    const answer = await call({ method: 'POST', path: '/plans', body: terms }, token);
    if (answer.status === 201) made.push(String((answer.body as { id: string }).id));
    return answer;
  };
  const change = (id: string, terms: object, token = cast.admin.token) => call({ method: 'PUT', path: `/plans/${id}`, body: terms }, token);
  const idOf = (answer: FacadeAnswer) => String((answer.body as { id: string }).id);

  it('adds a plan with its Stripe product and monthly and yearly prices, as version 1', async () => {
    const answer = await add(TERMS);
    expect(answer).toMatchObject({ status: 201, body: { version: 1 } });
    const plan = await read(`plans/${idOf(answer)}`);
    expect(plan).toMatchObject({ ...TERMS, version: 1, order: 2900 });
    expect(await read(`plans/${idOf(answer)}/versions/1`)).toMatchObject({ monthlyCents: 2900, monthlyPriceId: plan?.monthlyPriceId, yearlyPriceId: plan?.yearlyPriceId });
    expect(await price(plan?.monthlyPriceId)).toMatchObject({ unit_amount: 2900, currency: 'usd', recurring: { interval: 'month' }, product: plan?.stripeProductId, active: true });
    expect(await price(plan?.yearlyPriceId)).toMatchObject({ unit_amount: 29_000, recurring: { interval: 'year' } });
    expect(await product(plan?.stripeProductId)).toMatchObject({ name: 'Professional' });
  });

  it('refuses anyone but an admin, and terms out of bounds or with fields of its own, storing nothing', async () => {
    // A name of this test's own: other files add plans beside this one, so the whole collection's count would race them.
    const refused = { ...TERMS, name: `Refused ${cast.prefix.slice(-6)}` };
    const stored = async () => (await db.collection('plans').where('name', '==', refused.name).count().get()).data().count;
    expect((await add(refused, cast.agent.token)).status).toBe(403);
    expect((await add(refused, cast.user.token)).status).toBe(403);
    expect((await call({ method: 'POST', path: '/plans', body: refused })).status).toBe(401);
    for (const bad of [
      { ...refused, monthlyCents: 50 },
      { ...refused, listingsAllowed: 0 },
      { ...refused, monthlyCents: 19.99 },
      { ...refused, name: ' ' },
      { ...refused, version: 9 },
      { ...refused, stripeProductId: 'prod_mine' },
    ]) {
      expect((await add(bad)).status).toBe(400);
    }
    expect(await stored()).toBe(0);
  });

  it('keeps the version for a rename or a hidden plan, and makes the next one for a new price, archiving the old prices', async () => {
    const id = idOf(await add(TERMS));
    const first = await read(`plans/${id}`);
    expect(await change(id, { ...TERMS, name: 'Professional Plus', visible: false })).toMatchObject({ status: 200, body: { version: 1 } });
    expect(await read(`plans/${id}`)).toMatchObject({ name: 'Professional Plus', visible: false, version: 1, monthlyPriceId: first?.monthlyPriceId });
    expect(await product(first?.stripeProductId)).toMatchObject({ name: 'Professional Plus' });

    expect(await change(id, { ...TERMS, monthlyCents: 3900 })).toMatchObject({ status: 200, body: { version: 2 } });
    const second = await read(`plans/${id}`);
    expect(second).toMatchObject({ monthlyCents: 3900, version: 2, visible: true, stripeProductId: first?.stripeProductId });
    expect(second?.monthlyPriceId).not.toBe(first?.monthlyPriceId);
    expect(await price(second?.monthlyPriceId)).toMatchObject({ unit_amount: 3900, active: true });
    // The first version is kept for its subscribers, its prices closed to new ones.
    expect(await read(`plans/${id}/versions/1`)).toMatchObject({ monthlyCents: 2900, monthlyPriceId: first?.monthlyPriceId });
    expect(await read(`plans/${id}/versions/2`)).toMatchObject({ monthlyCents: 3900 });
    expect(await price(first?.monthlyPriceId)).toMatchObject({ unit_amount: 2900, active: false });
    expect(await price(first?.yearlyPriceId)).toMatchObject({ active: false });
  });

  it('never loses a change of two admins at once: each that answers 200 is a version, one started from a changed plan answers 409', async () => {
    const id = idOf(await add(TERMS));
    // At once, or one after the other when the first is done before the second reads: both are fine, a lost change is not.
    const answers = await Promise.all([change(id, { ...TERMS, monthlyCents: 3100 }), change(id, { ...TERMS, monthlyCents: 3300 }, otherAdmin.token)]);
    const won = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.body)).toEqual(refused.map(() => ({ message: PLAN_API_MESSAGES.changedMeanwhile })));
    expect(won.length).toBeGreaterThanOrEqual(1);
    const plan = await read(`plans/${id}`);
    expect(plan?.version).toBe(1 + won.length);
    expect(await read(`plans/${id}/versions/${2 + won.length}`)).toBeUndefined();
    // The version on sale is the last one written, with its own price at Stripe, open to subscribers.
    expect(await price(plan?.monthlyPriceId)).toMatchObject({ unit_amount: plan?.monthlyCents, active: true });
  });

  it("answers 404 for a plan that does not exist, and refuses the free plan's prices", async () => {
    expect((await change('no-such-plan', TERMS)).status).toBe(404);
    expect(await change('free', TERMS)).toMatchObject({ status: 400 });
  });
});
