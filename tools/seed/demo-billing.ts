import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { BILLING_ACCOUNTS } from '@homehaven/domain/listing-slots';
import type { PlanTerms } from '@homehaven/domain/plans';
import { callApi } from '../emulators/facade-client';
import { TEST_CARDS } from '../stripe-stand-in/cards';
import { confirmCard, stripeCall } from '../stripe-stand-in/client';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts';
import { DEMO_AGENCY } from './demo-agencies';

/** The demo's plans on sale (docs/plans.md "Demo data"), added through the facade as an admin would. */
const DEMO_PLANS = {
  starter: { name: 'Starter', listingsAllowed: 5, featuredAllowed: 1, photosPerListing: 20, monthlyCents: 1900, yearlyCents: 19_000, visible: true },
  professional: { name: 'Professional', listingsAllowed: 35, featuredAllowed: 3, photosPerListing: 20, monthlyCents: 4900, yearlyCents: 49_000, visible: true },
  plus: { name: 'Professional Plus', listingsAllowed: 60, featuredAllowed: 6, photosPerListing: 20, monthlyCents: 8900, yearlyCents: 89_000, visible: true },
  agency: { name: 'Agency', listingsAllowed: 100, featuredAllowed: 10, photosPerListing: 20, monthlyCents: 14_900, yearlyCents: 149_000, visible: true },
} as const satisfies Record<string, PlanTerms>;

/** The agency's plan, carried by its account as a subscription would leave it (the agency signs in through its invitation flow, not here). */
const AGENCY_PLAN: keyof typeof DEMO_PLANS = 'agency';

/** Who subscribes to which plan at the Stripe stand-in: Olivia near her plan's limit, Marcus with room, Nina to lapse. */
const SUBSCRIBERS: readonly { key: 'olivia' | 'marcus' | 'nina'; plan: keyof typeof DEMO_PLANS }[] = [
  { key: 'olivia', plan: 'professional' },
  { key: 'marcus', plan: 'plus' },
  { key: 'nina', plan: 'starter' },
];

type Tokens = Readonly<Record<DemoAccountKey, string>>;

function ensureOk(step: string, answer: { status: number; body: unknown }): void {
  if (answer.status >= 300) throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Waits until the functions have brought `uid`'s billing account to `ready` (a trigger or a webhook writes it). */
async function accountWhen(db: Firestore, uid: string, what: string, ready: (data: DocumentData) => boolean): Promise<DocumentData> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const data = (await db.collection(BILLING_ACCOUNTS).doc(uid).get()).data();
    if (data && ready(data)) return data;
    if (Date.now() > deadline) throw new Error(`billing account ${uid} never ${what}: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Subscribes as the Billing page does: the subscription through the facade, its first invoice paid with card 4242; Stripe's events then give the plan. */
async function subscribe(db: Firestore, token: string, uid: string, planId: string): Promise<void> {
  const account = await accountWhen(db, uid, 'got its free plan', () => true);
  // A second run of the seed finds them subscribed already.
  if (typeof account.subscriptionId === 'string') return;
  const answer = await callApi('POST', '/billing/subscription', token, { planId, interval: 'month' });
  ensureOk('subscribing', answer);
  ensureOk('paying the first invoice', await confirmCard(String(answer.body.clientSecret), TEST_CARDS.succeeds));
  await accountWhen(db, uid, 'became active', (data) => data.subscriptionId === answer.body.subscriptionId && data.status === 'active');
}

/**
 * Adds the demo plans through `POST /plans` (their Stripe products and prices at the stand-in) and
 * subscribes Olivia, Marcus and Nina to theirs at the stand-in, before the agency's agents list so
 * its plan has room. A second run adds the plans again (the stand-in forgets its catalogue when it
 * stops) and subscribes again.
 */
export async function seedPlans(db: Firestore, tokens: Tokens): Promise<void> {
  const ids: Partial<Record<keyof typeof DEMO_PLANS, string>> = {};
  for (const [key, terms] of Object.entries(DEMO_PLANS) as [keyof typeof DEMO_PLANS, PlanTerms][]) {
    const answer = await callApi('POST', '/plans', tokens.admin, terms);
    ensureOk(`adding the ${terms.name} plan`, answer);
    ids[key] = String(answer.body.id);
  }
  for (const { key, plan } of SUBSCRIBERS) await subscribe(db, tokens[key], DEMO_ACCOUNTS[key].uid, String(ids[plan]));
  const { name, listingsAllowed, featuredAllowed, photosPerListing } = DEMO_PLANS[AGENCY_PLAN];
  await db
    .collection(BILLING_ACCOUNTS)
    .doc(DEMO_AGENCY.agency.uid)
    .set(
      { planId: ids[AGENCY_PLAN], planName: name, planVersion: 1, status: 'active', listingsAllowed, featuredAllowed, photosPerListing, featuredUsed: 0, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
}

/** The newest public, unsold listing holding `uid`'s own slot (a seed's few dozen, sorted here). */
async function newestPublicListing(db: Firestore, uid: string): Promise<string> {
  const listings = (await db.collection('properties').where('slotHolder', '==', uid).get()).docs.filter(
    (doc) => doc.get('status') === 'verified' && doc.get('withdrawn') === false && doc.get('soldOfferId') === undefined,
  );
  const [newest] = listings.sort((a, b) => b.get('createdAt').toMillis() - a.get('createdAt').toMillis());
  if (!newest) throw new Error(`${uid} has no public listing to feature`);
  return newest.id;
}

async function featuredWhen(db: Firestore, id: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await db.doc(`properties/${id}`).get()).get('featured') !== true) {
    if (Date.now() > deadline) throw new Error(`listing ${id} was never featured`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * What the plans have done since (docs/plans.md "Demo data"), through the facade and the stand-in as
 * people would: Olivia features her newest listing from her plan (it leads the home page); Marcus pays
 * once to feature his; Nina's subscription is cancelled at Stripe, so her plan lapses and her listings
 * above the free plan pause. Run once the slots are counted.
 */
export async function seedPlanEvents(db: Firestore, tokens: Tokens): Promise<void> {
  const { olivia, marcus, nina } = DEMO_ACCOUNTS;
  const fromPlan = await newestPublicListing(db, olivia.uid);
  if ((await db.doc(`properties/${fromPlan}`).get()).get('featured') === true) return; // a second run of the seed
  ensureOk('featuring from the plan', await callApi('POST', `/properties/${fromPlan}/feature`, tokens.olivia, {}));

  const paid = await newestPublicListing(db, marcus.uid);
  const payment = await callApi('POST', `/properties/${paid}/feature/payment`, tokens.marcus, {});
  ensureOk('paying for a feature', payment);
  ensureOk('the feature card', await confirmCard(String(payment.body.clientSecret), TEST_CARDS.succeeds));
  await featuredWhen(db, paid);

  const { subscriptionId } = await accountWhen(db, nina.uid, 'had a subscription', (data) => typeof data.subscriptionId === 'string');
  ensureOk("cancelling Nina's subscription", await stripeCall('DELETE', `/v1/subscriptions/${String(subscriptionId)}`));
  await accountWhen(db, nina.uid, 'lapsed with paused listings', (data) => data.status === 'lapsed' && data.listingsPaused === 2);
}

/** Counts each demo account's slots from the listings holding them (unsold, `slotHolder` theirs), as the functions would have counted them one by one. */
export async function countDemoSlots(db: Firestore): Promise<void> {
  const holders = new Set([...SUBSCRIBERS.map(({ key }) => DEMO_ACCOUNTS[key].uid), DEMO_AGENCY.agency.uid, ...DEMO_AGENCY.agents.map((agent) => agent.uid)]);
  for (const uid of holders) {
    const listings = await db.collection('properties').where('slotHolder', '==', uid).get();
    const used = listings.docs.filter((doc) => doc.get('soldOfferId') === undefined).length;
    await db.collection(BILLING_ACCOUNTS).doc(uid).set({ listingsUsed: used, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  }
}
