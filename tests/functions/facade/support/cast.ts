import { searchFactsOf } from '@homehaven/domain/listing-filters';
import type { ListingFacts } from '@homehaven/domain/listing-facts';
import { afterAll, beforeAll } from 'vitest';
import { FieldValue, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { locationSearchKeys } from '@homehaven/domain/search';
import type { Role } from '@homehaven/domain/roles';
import { auth, db, eventually, fingerprint } from './admin';
import { createAccount, newPrefix, type Account } from './run';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';
import { ROOMY_ACCOUNT } from '../../../support/billing-fixture';

/** The people of a scenario test, each a real account with a users document, under ids unique to the test run. */
export interface Cast {
  readonly prefix: string;
  readonly admin: Account;
  readonly agent: Account;
  readonly user: Account;
  readonly otherUser: Account;
  /** Signed in, no users document yet. */
  readonly newcomer: Account;
}

/** Creates an account with a users document in `roll` (none when null). */
export async function member(prefix: string, name: string, roll: Role | null): Promise<Account> {
  const uid = `${prefix}-${name}`;
  const account = await createAccount(uid, `${uid}@example.com`, `Name of ${name}`);
  if (roll)
    await db
      .collection('users')
      .doc(uid)
      .set({ name: `Name of ${name}`, email: account.email, image: '', roll, createdAt: FieldValue.serverTimestamp() });
  // An agent's plan with room, so a test about listings is not refused one by its plan (tests/support/billing-fixture.ts).
  if (roll === 'agent')
    await db
      .collection('billingAccounts')
      .doc(uid)
      .set({ ...ROOMY_ACCOUNT, updatedAt: FieldValue.serverTimestamp() });
  return account;
}

/**
 * Removes an agent's billing account, to try a professional whose plan is not made yet. The users
 * trigger gives a new agent the free plan when they have none, before it writes their search keys:
 * waiting for those keys first means it cannot make the account again after the delete.
 */
export async function withoutBillingAccount(agent: Account): Promise<void> {
  await eventually('the users trigger', async () => (await db.doc(`users/${agent.uid}`).get()).get('searchKeys') !== undefined);
  await db.doc(`billingAccounts/${agent.uid}`).delete();
}

/** A fresh cast: an admin, an agent, two users and a newcomer. */
export async function newCast(): Promise<Cast> {
  const prefix = newPrefix();
  const [admin, agent, user, otherUser, newcomer] = await Promise.all([
    member(prefix, 'admin', 'admin'),
    member(prefix, 'agent', 'agent'),
    member(prefix, 'user', 'user'),
    member(prefix, 'other-user', 'user'),
    member(prefix, 'newcomer', null),
  ]);
  return { prefix, admin, agent, user, otherUser, newcomer };
}

let listings = 0;

/**
 * Seeds a listing of `agent` (verified, public) with overrides; answers its id. It carries the
 * derived fields the listing trigger would write (search keys and `searchFacts`, unless `overrides`
 * names its own), so the trigger leaves it alone: a test comparing the listing before and after a
 * call never sees the trigger's write in between. `derived: false` leaves `searchFacts` out (tests
 * of the trigger itself).
 */
export async function seedListing(agent: Account, overrides: DocumentData = {}, { derived = true } = {}): Promise<string> {
  listings += 1;
  const id = `${agent.uid}-listing-${listings}`;
  const location = String(overrides.location ?? 'Lakeside Drive, Springfield');
  const prices = { MinimumPrice: 300_000, MaximumPrice: 400_000, ...(overrides as Partial<Record<'MinimumPrice' | 'MaximumPrice', number>>) };
  const searchFacts = derived ? { searchFacts: searchFactsOf({ facts: overrides.facts as ListingFacts | undefined, ...prices }) } : {};
  await db
    .collection('properties')
    .doc(id)
    .set({
      title: `Lake house ${listings}`,
      location,
      image: intakePictureUrl('lake'),
      Details: 'Four bedrooms by the lake.',
      ...prices,
      status: 'verified',
      isVerified: true,
      withdrawn: false,
      agent: { uid: agent.uid, name: 'Name of agent', email: agent.email, image: '' },
      locationKeys: locationSearchKeys(location),
      ...searchFacts,
      // As the listing trigger would write it for an agent in no agency (docs/accounts.md "Agencies").
      ...(derived ? { seller: { kind: 'agent', agencyUid: '', agencyName: '', agencyLogo: '' } } : {}),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      ...overrides,
    });
  return id;
}

/** Every document belonging to the given accounts: users docs, their listings, reviews, wishlist entries and offers (as buyer or agent). */
async function documentsOf(uids: readonly string[]): Promise<DocumentSnapshot[]> {
  const found = await Promise.all([
    db.collection('properties').where('agent.uid', 'in', uids).get(),
    db.collection('reviews').where('userUid', 'in', uids).get(),
    db.collection('wishlist').where('userUid', 'in', uids).get(),
    db.collection('offers').where('buyerUid', 'in', uids).get(),
    db.collection('offers').where('agentUid', 'in', uids).get(),
    db.getAll(...uids.map((uid) => db.collection('users').doc(uid))),
  ]);
  const byPath = new Map<string, DocumentSnapshot>();
  for (const docs of found.map((result) => (Array.isArray(result) ? result : result.docs))) for (const doc of docs) byPath.set(doc.ref.path, doc);
  return [...byPath.values()].sort((a, b) => a.ref.path.localeCompare(b.ref.path));
}

const uidsOf = (cast: Cast): string[] => [cast.admin, cast.agent, cast.user, cast.otherUser, cast.newcomer].map((account) => account.uid);

/** A fingerprint of everything the cast owns: equal fingerprints, nothing written. */
export async function castFingerprint(cast: Cast): Promise<string> {
  return (await documentsOf(uidsOf(cast))).map((doc) => `${doc.ref.path}=${fingerprint(doc.data())}`).join('\n');
}

/** Deletes the cast's documents and Auth accounts. */
export async function removeCast(cast: Cast | undefined): Promise<void> {
  if (!cast) return;
  const batch = db.batch();
  for (const doc of await documentsOf(uidsOf(cast))) batch.delete(doc.ref);
  await batch.commit();
  await auth.deleteUsers(uidsOf(cast));
}

/** A fresh cast for the calling describe block (created before its tests, removed after); read it through the getter. */
export function useCast(): () => Cast {
  let cast: Cast | undefined;
  beforeAll(async () => {
    cast = await newCast();
  });
  afterAll(() => removeCast(cast));
  return () => {
    if (!cast) throw new Error('the cast is created in beforeAll');
    return cast;
  };
}
