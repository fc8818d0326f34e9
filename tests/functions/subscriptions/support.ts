import { expect } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { API_URL } from '../../../tools/emulators/config';
import { STRIPE_STAND_IN, STRIPE_STAND_IN_URL } from '../../../functions/src/stripe/stand-in-settings';
import { stripeSignatureHeader } from '../../../tools/stripe-stand-in/signature';
import { TEST_CARDS } from '../../../tools/stripe-stand-in/cards';
import { confirmCard, stripeCall } from '../../../tools/stripe-stand-in/client';
import type { WebhookDelivery } from '../../../tools/stripe-stand-in/webhooks';
import { db } from '../facade/support/admin';
import { call, type FacadeAnswer } from '../facade/support/api';
import { member, type Cast } from '../facade/support/cast';
import type { Account } from '../facade/support/run';

/** A plan's terms as an admin sends them (POST /plans). */
export const PLAN_TERMS = { listingsAllowed: 35, featuredAllowed: 3, photosPerListing: 20, monthlyCents: 4900, yearlyCents: 49_000, visible: true };

/** Posts an event to the webhook, signed with the stand-in's secret (or with `signature`); answers the HTTP status. */
export async function postEvent(event: object, signature?: string): Promise<number> {
  const payload = JSON.stringify(event);
  const response = await fetch(`${API_URL}/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature ?? stripeSignatureHeader(payload, STRIPE_STAND_IN.webhookSecret) },
    body: payload,
  });
  return response.status;
}

/** The billing account of `uid` as stored. */
export const account = async (uid: string) => (await db.doc(`billingAccounts/${uid}`).get()).data() ?? {};

/** Adds a plan as the cast's admin; answers its id. */
export async function addPlan(cast: Cast, terms: object): Promise<string> {
  const answer = await call({ method: 'POST', path: '/plans', body: terms }, cast.admin.token);
  expect(answer.status).toBe(201);
  return String((answer.body as { id: string }).id);
}

/** Waits until the stand-in has sent every event it made so far (at least `count`) matching `filter` (`object=` or `customer=`) and the webhook answered them. */
async function deliveriesSettled(filter: string, count: number): Promise<WebhookDelivery[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const deliveries = (await (await fetch(`${STRIPE_STAND_IN_URL}/_stand-in/webhook-deliveries?${filter}`)).json()) as WebhookDelivery[];
    if (deliveries.length >= count && deliveries.every((d) => d.outcome !== 'pending')) return deliveries;
    if (Date.now() > deadline) throw new Error(`events of ${filter} not delivered`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the stand-in has sent every event about `objectId` (at least `count`) and the webhook answered them. */
export const delivered = (objectId: string, count = 1): Promise<WebhookDelivery[]> => deliveriesSettled(`object=${objectId}`, count);

/** Waits until every event about the customer of `uid`'s account made so far (its subscription, invoices, payments) was delivered and answered. */
export const settled = async (uid: string): Promise<WebhookDelivery[]> => deliveriesSettled(`customer=${String((await account(uid)).stripeCustomerId)}`, 1);

/** Waits until the account satisfies `ready` (the webhook has applied what Stripe said). */
export async function accountWhen(uid: string, ready: (data: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const data = await account(uid);
    if (ready(data)) return data;
    if (Date.now() > deadline) throw new Error(`account ${uid} never got there: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Moves the Billing clock of the customer of `uid`'s account just past the account's period end (its
 * renewal). Only that customer's clock moves (as a Stripe test clock), so test files running side by
 * side see no renewal of their own subscriptions.
 */
export async function pastPeriodEnd(uid: string): Promise<void> {
  const stored = await account(uid);
  const customer = String(stored.stripeCustomerId);
  const periodEnd = stored.currentPeriodEnd as { seconds: number };
  const now = ((await stripeCall('GET', `/_stand-in/clock?customer=${customer}`)).body as { now: number }).now;
  expect((await stripeCall('POST', '/_stand-in/clock', { advance_seconds: String(periodEnd.seconds - now + 60), customer })).status).toBe(200);
}

/** `POST /billing/subscription` as `token`. */
export const subscribe = (token: string, body: object): Promise<FacadeAnswer> => call({ method: 'POST', path: '/billing/subscription', body }, token);

/** A new agent of the cast on the free plan (one listing in use), with their own account. */
export async function freeAgent(cast: Cast, name: string): Promise<Account> {
  const agent = await member(cast.prefix, name, 'agent');
  await db.doc(`billingAccounts/${agent.uid}`).set({
    planId: 'free',
    planName: 'Free',
    status: 'free',
    listingsAllowed: 1,
    featuredAllowed: 0,
    photosPerListing: 20,
    listingsUsed: 1,
    featuredUsed: 0,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return agent;
}

/** `agent` subscribed to `planId` monthly and paid with 4242: answers the subscription's id once the account is the plan's and every event of paying was applied. */
export async function subscribed(agent: Account, planId: string): Promise<{ subscriptionId: string; clientSecret: string }> {
  const answer = await subscribe(agent.token, { planId, interval: 'month' });
  expect(answer.status).toBe(201);
  const { subscriptionId, clientSecret } = answer.body as { subscriptionId: string; clientSecret: string };
  expect((await confirmCard(clientSecret, TEST_CARDS.succeeds)).status).toBe(200);
  await accountWhen(agent.uid, (data) => data.subscriptionId === subscriptionId && data.status === 'active');
  await settled(agent.uid);
  return { subscriptionId, clientSecret };
}
