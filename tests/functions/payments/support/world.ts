import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { locationSearchKeys } from '@homehaven/domain/search';
import { PROJECT_ID, hostOf } from '../../../../tools/emulators/config';
import { signUpWithPassword, type EmulatorAccount } from '../../../../tools/emulators/auth-rest';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';
import { ROOMY_ACCOUNT } from '../../../support/billing-fixture';

// Always the emulator: the demo- project id and this host keep real projects out of reach.
process.env.FIRESTORE_EMULATOR_HOST = hostOf('firestore');
// No Google metadata server to ask for credentials here (the emulator needs none).
process.env.METADATA_SERVER_DETECTION = 'none';

/** Admin access to the emulator's Firestore, to seed documents and read results (rules bypassed). */
export const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

/** A signed-up account with its users document in a role. */
export async function accountWithRole(roll: 'user' | 'agent' | 'admin' | 'fraud' = 'user'): Promise<EmulatorAccount> {
  const account = await signUpWithPassword();
  await db.doc(`users/${account.uid}`).set({ name: `Test ${roll}`, email: account.email, image: '', roll, createdAt: FieldValue.serverTimestamp() });
  // An agent's plan with room (tests/support/billing-fixture.ts).
  if (roll === 'agent') await db.doc(`billingAccounts/${account.uid}`).set({ ...ROOMY_ACCOUNT, updatedAt: FieldValue.serverTimestamp() });
  return account;
}

/** A verified listing of the agent's; answers its id. */
export async function seedProperty(agent: EmulatorAccount): Promise<string> {
  const ref = db.collection('properties').doc();
  await ref.set({
    title: `Test house ${randomUUID().slice(0, 8)}`,
    location: 'Springfield',
    image: intakePictureUrl('house'),
    Details: 'A test listing.',
    MinimumPrice: 100_000,
    MaximumPrice: 2_000_000,
    status: 'verified',
    isVerified: true,
    withdrawn: false,
    agent: { uid: agent.uid, name: 'Test agent', email: agent.email, image: '' },
    // As every admin-SDK writer of listings: the keys the location-keys trigger would derive.
    locationKeys: locationSearchKeys('Springfield'),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/** An offer on a property in the data model's shape (as a buyer's client creates it); answers its id. */
export async function seedOffer(propertyId: string, agent: EmulatorAccount, buyer: EmulatorAccount, fields: DocumentData = {}): Promise<string> {
  const ref = db.collection('offers').doc();
  await ref.set({
    propertyId,
    propertyImage: intakePictureUrl('house'),
    propertyTitle: 'Test house',
    location: 'Springfield',
    agentUid: agent.uid,
    agentName: 'Test agent',
    agentEmail: agent.email,
    offerAmount: 250_000.5,
    buyerUid: buyer.uid,
    buyerEmail: buyer.email,
    buyerName: 'Test buyer',
    status: 'pending',
    createdAt: FieldValue.serverTimestamp(),
    ...fields,
  });
  return ref.id;
}

/** A document's current data (undefined when missing). */
export async function read(path: string): Promise<DocumentData | undefined> {
  return (await db.doc(path).get()).data();
}

/** An agent, a buyer and a verified listing of the agent's: the cast of most payment tests. */
export async function newMarket(): Promise<{ agent: EmulatorAccount; buyer: EmulatorAccount; propertyId: string }> {
  const [agent, buyer] = await Promise.all([accountWithRole('agent'), accountWithRole('user')]);
  return { agent, buyer, propertyId: await seedProperty(agent) };
}
