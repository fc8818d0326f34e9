import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { ONE_OFF_API_MESSAGES, ONE_OFF_DEFAULT_CENTS, SUBMISSION_MESSAGES as M } from '@homehaven/domain/one-off-prices';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';
import { TEST_CARDS } from '../../../tools/stripe-stand-in/cards';
import { confirmCard, stripeCall } from '../../../tools/stripe-stand-in/client';
import { stripeSignatureHeader } from '../../../tools/stripe-stand-in/signature';
import { db } from '../facade/support/admin';
import { call, type FacadeAnswer } from '../facade/support/api';
import { member, newCast, removeCast, withoutBillingAccount, type Cast } from '../facade/support/cast';
import type { Account } from '../facade/support/run';
import { useStripeStandIn } from '../payments/support/stand-in';
import { account, accountWhen, delivered, postEvent } from '../subscriptions/support';

useStripeStandIn();

const buy = (token: string, body: object = {}): Promise<FacadeAnswer> => call({ method: 'POST', path: '/billing/submission', body }, token);
const setPrice = (token: string, body: object, kind = 'submission'): Promise<FacadeAnswer> => call({ method: 'PUT', path: `/one-off-prices/${kind}`, body }, token);
const purchases = async (uid: string) => (await db.collection(`billingAccounts/${uid}/purchases`).get()).docs;

let added = 0;
/** POST /add-properties as `agent`: a small valid listing. */
function add(agent: Account): Promise<FacadeAnswer> {
  added += 1;
  const body = { title: `Paid house ${added}`, location: 'Paid Street, Springfield', image: intakePictureUrl('paid'), Details: 'Two rooms.', MinimumPrice: 100_000, MaximumPrice: 120_000 };
  return call({ method: 'POST', path: '/add-properties', body }, agent.token);
}
const idOf = (answer: FacadeAnswer): string => String((answer.body as { insertedId?: unknown }).insertedId);

/** A new agent of the cast whose plan has `used` of `allowed` listings in use. */
async function agentAt(cast: Cast, name: string, used: number, allowed: number): Promise<Account> {
  const agent = await member(cast.prefix, name, 'agent');
  await db.doc(`billingAccounts/${agent.uid}`).set({
    planId: 'free',
    planName: 'Free',
    status: 'free',
    listingsAllowed: allowed,
    featuredAllowed: 0,
    photosPerListing: 20,
    listingsUsed: used,
    featuredUsed: 0,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return agent;
}

/** `agent` buys a paid submission and pays it with `card`: answers the PaymentIntent's id and what it cost. */
async function paid(agent: Account, card: string = TEST_CARDS.succeeds): Promise<{ intentId: string; amountCents: number }> {
  const answer = await buy(agent.token);
  expect(answer.status).toBe(201);
  const { paymentIntentId, clientSecret, amountCents } = answer.body as { paymentIntentId: string; clientSecret: string; amountCents: number };
  await confirmCard(clientSecret, card);
  return { intentId: paymentIntentId, amountCents };
}

/**
 * Paid submissions (docs/plans.md "Paid submissions"): a professional whose plan is full pays once,
 * at the admins' price decided on the server; Stripe's `payment_intent.succeeded`, read afresh,
 * grants one submission once, however often it comes; Add property spends it on a listing that holds
 * a slot of its own, which nothing of the plan's moves (a delete, a pause, a lapse).
 */
describe('paid submissions (POST /billing/submission, the payments webhook)', () => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await newCast();
  });
  afterAll(async () => {
    await db.doc('oneOffPrices/submission').delete();
    if (cast) await removeCast(cast);
  });

  it('refuses a plan with room, an agency agent, a buyer, a price sent, and an account not made yet', async () => {
    const roomy = await agentAt(cast, 'roomy', 0, 1);
    expect(await buy(roomy.token)).toMatchObject({ status: 409, body: { message: M.roomLeft } });
    const full = await agentAt(cast, 'sends-price', 1, 1);
    expect((await buy(full.token, { amountCents: 100 })).status).toBe(400);
    expect((await buy(cast.user.token)).status).toBe(403);
    const agencyAgent = await agentAt(cast, 'agency-agent', 1, 1);
    await db.doc(`users/${agencyAgent.uid}`).update({ agencyUid: full.uid });
    expect(await buy(agencyAgent.token)).toMatchObject({ status: 403, body: { message: M.agencyPlan } });
    const noAccount = await member(cast.prefix, 'no-account', 'agent');
    await withoutBillingAccount(noAccount);
    expect(await buy(noAccount.token)).toMatchObject({ status: 503, body: { message: PLAN_MESSAGES.noAccount } });
    expect(await purchases(full.uid)).toHaveLength(0);
  });

  it('grants a paid submission once the card payment succeeds, and Add property spends it on a listing of its own', async () => {
    const agent = await agentAt(cast, 'olivia', 1, 1);
    expect(await add(agent)).toMatchObject({ status: 409, body: { message: PLAN_MESSAGES.quotaFull(1) } });

    // A declined card grants nothing; the same PaymentIntent is answered again and paid with another.
    const declined = await paid(agent, TEST_CARDS.declined);
    expect(declined.amountCents).toBe(ONE_OFF_DEFAULT_CENTS.submission);
    const again = await paid(agent);
    expect(again.intentId).toBe(declined.intentId);
    const granted = await accountWhen(agent.uid, (data) => data.submissionCredits === 1);
    expect(granted).toMatchObject({ submissionsBought: 1, listingsUsed: 1, listingsAllowed: 1 });
    const [purchase] = await purchases(agent.uid);
    expect(purchase?.id).toBe(again.intentId);
    expect(purchase?.data()).toMatchObject({ kind: 'submission', amountCents: ONE_OFF_DEFAULT_CENTS.submission, currency: 'usd', payerUid: agent.uid });
    expect((await stripeCall('GET', `/v1/payment_intents/${again.intentId}`)).body).toMatchObject({ customer: granted.stripeCustomerId });

    const made = await add(agent);
    expect(made.status).toBe(201);
    const id = idOf(made);
    expect((await db.doc(`properties/${id}`).get()).data()).toMatchObject({ paidSlot: true, slotHolder: agent.uid, status: 'pending' });
    expect(await account(agent.uid)).toMatchObject({ submissionCredits: 0, listingsUsed: 1, lastListingId: id });
    expect(await add(agent)).toMatchObject({ status: 409, body: { message: PLAN_MESSAGES.quotaFull(1) } });

    // The next purchase is a new PaymentIntent (the first is spent).
    const next = await buy(agent.token);
    expect((next.body as { paymentIntentId: string }).paymentIntentId).not.toBe(again.intentId);

    // Its slot is its own: pausing, resuming and deleting it move nothing of the plan's.
    expect((await call({ method: 'POST', path: `/properties/${id}/pause`, body: {} }, agent.token)).status).toBe(200);
    expect(await account(agent.uid)).toMatchObject({ listingsUsed: 1 });
    expect((await account(agent.uid)).listingsPaused ?? 0).toBe(0);
    expect((await call({ method: 'POST', path: `/properties/${id}/resume`, body: {} }, agent.token)).status).toBe(200);
    expect((await db.doc(`properties/${id}`).get()).get('pausedAt')).toBeUndefined();
    expect((await call({ method: 'DELETE', path: `/properties/${id}` }, agent.token)).status).toBe(200);
    expect(await account(agent.uid)).toMatchObject({ listingsUsed: 1, submissionCredits: 0 });
  });

  it('applies a succeeded payment once, however often and by whichever event it comes, reads it afresh, and refuses a forged one', async () => {
    const agent = await agentAt(cast, 'replayed', 1, 1);
    const { intentId } = await paid(agent);
    await accountWhen(agent.uid, (data) => data.submissionCredits === 1);
    await delivered(intentId);
    const intent = (await stripeCall('GET', `/v1/payment_intents/${intentId}`)).body as Record<string, unknown>;
    const event = { id: `evt_again_${agent.uid}`, object: 'event', type: 'payment_intent.succeeded', created: 1, livemode: false, data: { object: intent } };
    expect(await postEvent(event)).toBe(200);
    expect(await postEvent(event)).toBe(200);
    expect(await account(agent.uid)).toMatchObject({ submissionCredits: 1, submissionsBought: 1 });
    expect(await purchases(agent.uid)).toHaveLength(1);

    // An event whose copy says a submission, of a payment Stripe has as something else (an offer's): nothing granted.
    const other = (await stripeCall('POST', '/v1/payment_intents', { amount: '1900', currency: 'usd', 'metadata[offerId]': 'not-a-submission' })).body as { id: string };
    const claimed = { ...event, id: `evt_claimed_${agent.uid}`, data: { object: { ...intent, id: other.id } } };
    expect(await postEvent(claimed)).toBe(200);
    expect(await account(agent.uid)).toMatchObject({ submissionCredits: 1 });

    const forged = { ...event, id: `evt_forged_${agent.uid}` };
    expect(await postEvent(forged, stripeSignatureHeader(JSON.stringify(forged), 'whsec_not_the_secret'))).toBe(400);
    expect(await db.doc(`stripeEvents/${forged.id}`).get()).toHaveProperty('exists', false);
    expect(await account(agent.uid)).toMatchObject({ submissionCredits: 1 });
  });

  it("charges the admins' price, set by admins only and within bounds", async () => {
    expect((await setPrice(cast.agent.token, { amountCents: 100 })).status).toBe(403);
    expect((await setPrice(cast.admin.token, { amountCents: 99 })).status).toBe(400);
    expect((await setPrice(cast.admin.token, { amountCents: 2500, currency: 'eur' })).status).toBe(400);
    expect(await setPrice(cast.admin.token, { amountCents: 2500 }, 'nothing')).toMatchObject({ status: 404, body: { message: ONE_OFF_API_MESSAGES.unknownKind } });
    expect(await setPrice(cast.admin.token, { amountCents: 2500 })).toMatchObject({ status: 200, body: { kind: 'submission', amountCents: 2500 } });
    expect((await db.doc('oneOffPrices/submission').get()).get('amountCents')).toBe(2500);
    const agent = await agentAt(cast, 'new-price', 1, 1);
    const answer = await buy(agent.token);
    expect(answer.body).toMatchObject({ amountCents: 2500 });
    const intent = (await stripeCall('GET', `/v1/payment_intents/${(answer.body as { paymentIntentId: string }).paymentIntentId}`)).body;
    expect(intent).toMatchObject({ amount: 2500, metadata: { purpose: 'submission', holderUid: agent.uid } });
  });
});
