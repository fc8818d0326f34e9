import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { BILLING_ACCOUNTS, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_AGENCY } from './demo-agencies';

/** A demo account's plan: its name and allowances; `atLimit` makes every slot in use (allowed = its listings). */
interface DemoPlan {
  uid: string;
  plan: Pick<BillingAccountDoc, 'planId' | 'planName' | 'status' | 'listingsAllowed' | 'featuredAllowed' | 'photosPerListing'>;
  atLimit?: boolean;
}

const PROFESSIONAL = { planId: 'professional', planName: 'Professional', status: 'active', featuredAllowed: 2, photosPerListing: 20 } as const;

/**
 * The demo's plans (docs/plans.md "Demo data"): Olivia at her plan's limit (Add Property shows the
 * ways out), Marcus with room, the agency's plan covering its two agents' listings. Everyone else a
 * professional keeps the free plan their approval gave them.
 */
const DEMO_PLANS: readonly DemoPlan[] = [
  { uid: DEMO_ACCOUNTS.olivia.uid, plan: { ...PROFESSIONAL, listingsAllowed: 0 }, atLimit: true },
  { uid: DEMO_ACCOUNTS.marcus.uid, plan: { ...PROFESSIONAL, listingsAllowed: 40 } },
  { uid: DEMO_AGENCY.agency.uid, plan: { planId: 'agency', planName: 'Agency', status: 'active', listingsAllowed: 10, featuredAllowed: 3, photosPerListing: 20 } },
];

/** Writes the demo plans' allowances (before the agency's agents list, so its plan has room for them). */
export async function seedPlans(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const { uid, plan } of DEMO_PLANS) batch.set(db.collection(BILLING_ACCOUNTS).doc(uid), { ...plan, featuredUsed: 0, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  await batch.commit();
}

/**
 * Counts each demo account's slots from the listings holding them (unsold, `slotHolder` theirs), as
 * the functions would have counted them one by one; an account `atLimit` is then allowed exactly that.
 */
export async function countDemoSlots(db: Firestore): Promise<void> {
  const holders = new Set([...DEMO_PLANS.map((demo) => demo.uid), ...DEMO_AGENCY.agents.map((agent) => agent.uid)]);
  for (const uid of holders) {
    const listings = await db.collection('properties').where('slotHolder', '==', uid).get();
    const used = listings.docs.filter((doc) => doc.get('soldOfferId') === undefined).length;
    const atLimit = DEMO_PLANS.find((demo) => demo.uid === uid)?.atLimit === true;
    await db
      .collection(BILLING_ACCOUNTS)
      .doc(uid)
      .set({ listingsUsed: used, ...(atLimit ? { listingsAllowed: used } : {}), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  }
}
