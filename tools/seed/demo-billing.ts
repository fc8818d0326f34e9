import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { BILLING_ACCOUNTS } from '@homehaven/domain/listing-slots';
import type { PlanTerms } from '@homehaven/domain/plans';
import { callApi } from '../emulators/facade-client';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_AGENCY } from './demo-agencies';

/** The demo's plans on sale (docs/plans.md "Demo data"), added through the facade as an admin would. */
const DEMO_PLANS = {
  starter: { name: 'Starter', listingsAllowed: 5, featuredAllowed: 1, photosPerListing: 20, monthlyCents: 1900, yearlyCents: 19_000, visible: true },
  professional: { name: 'Professional', listingsAllowed: 35, featuredAllowed: 3, photosPerListing: 20, monthlyCents: 4900, yearlyCents: 49_000, visible: true },
  plus: { name: 'Professional Plus', listingsAllowed: 60, featuredAllowed: 6, photosPerListing: 20, monthlyCents: 8900, yearlyCents: 89_000, visible: true },
  agency: { name: 'Agency', listingsAllowed: 100, featuredAllowed: 10, photosPerListing: 20, monthlyCents: 14_900, yearlyCents: 149_000, visible: true },
} as const satisfies Record<string, PlanTerms>;

/** Who is on which plan: Olivia near her plan's limit, Marcus with room, the agency's plan covering its agents. */
const ON_PLANS: readonly { uid: string; plan: keyof typeof DEMO_PLANS }[] = [
  { uid: DEMO_ACCOUNTS.olivia.uid, plan: 'professional' },
  { uid: DEMO_ACCOUNTS.marcus.uid, plan: 'plus' },
  { uid: DEMO_AGENCY.agency.uid, plan: 'agency' },
];

/**
 * Adds the demo plans through `POST /plans` (their Stripe products and prices at the stand-in) and
 * puts the demo professionals on them, before the agency's agents list so its plan has room. Their
 * subscriptions are not at Stripe: the accounts carry the plan's terms as a subscription would leave
 * them. A second run adds the plans again (the stand-in forgets its catalogue when it stops).
 */
export async function seedPlans(db: Firestore, adminToken: string): Promise<void> {
  const ids: Partial<Record<keyof typeof DEMO_PLANS, string>> = {};
  for (const [key, terms] of Object.entries(DEMO_PLANS) as [keyof typeof DEMO_PLANS, PlanTerms][]) {
    const answer = await callApi('POST', '/plans', adminToken, terms);
    if (answer.status !== 201) throw new Error(`adding the ${terms.name} plan: ${answer.status} ${JSON.stringify(answer.body)}`);
    ids[key] = String(answer.body.id);
  }
  const batch = db.batch();
  for (const { uid, plan } of ON_PLANS) {
    const { name, listingsAllowed, featuredAllowed, photosPerListing } = DEMO_PLANS[plan];
    batch.set(
      db.collection(BILLING_ACCOUNTS).doc(uid),
      { planId: ids[plan], planName: name, planVersion: 1, status: 'active', listingsAllowed, featuredAllowed, photosPerListing, featuredUsed: 0, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  await batch.commit();
}

/** Counts each demo account's slots from the listings holding them (unsold, `slotHolder` theirs), as the functions would have counted them one by one. */
export async function countDemoSlots(db: Firestore): Promise<void> {
  const holders = new Set([...ON_PLANS.map((demo) => demo.uid), ...DEMO_AGENCY.agents.map((agent) => agent.uid)]);
  for (const uid of holders) {
    const listings = await db.collection('properties').where('slotHolder', '==', uid).get();
    const used = listings.docs.filter((doc) => doc.get('soldOfferId') === undefined).length;
    await db.collection(BILLING_ACCOUNTS).doc(uid).set({ listingsUsed: used, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  }
}
