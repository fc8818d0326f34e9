// First: points the admin SDK at the emulators before the functions code below initialises it.
import { auth, db, eventually, fingerprint } from '../facade/support/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { TEST_CARDS } from '../../../tools/stripe-stand-in/cards';
import { confirmCard } from '../../../tools/stripe-stand-in/client';
import { createIntentDirectly, refundsOf, useStripeStandIn } from '../payments/support/stand-in';
import { withdrawAgent } from '../../../functions/src/users/withdraw-agent';
import { call, field } from '../facade/support/api';
import { member, newCast, removeCast, type Cast } from '../facade/support/cast';
import { seedListing } from '../facade/support/cast';
import type { Account } from '../facade/support/run';

/** An offer the buyer makes through the facade, then moved to `fields` (status, payment) as the payment and decision functions would; answers its id. */
async function offer(propertyId: string, buyer: Account, fields: DocumentData = {}): Promise<string> {
  const answer = await call({ method: 'POST', path: '/makeOffer', body: { propertyId, offerAmount: 350_000 } }, buyer.token);
  expect(answer.status).toBe(201);
  const id = String(field(answer, 'insertedId'));
  if (Object.keys(fields).length) await db.collection('offers').doc(id).update(fields);
  return id;
}

/** A succeeded PaymentIntent in the Stripe stand-in (its metadata names no offer, so the payments webhook leaves it alone). */
async function paidIntent(): Promise<string> {
  const intent = await createIntentDirectly(35_000_000, { purpose: 'fraud-trigger-test' });
  const clientSecret = String(intent.body.client_secret);
  expect((await confirmCard(clientSecret, TEST_CARDS.succeeds)).status).toBe(200);
  return String(intent.body.id);
}

const statusOf = async (collection: string, id: string): Promise<unknown> => (await db.collection(collection).doc(id).get()).get('status');
const withdrawnOf = async (id: string): Promise<unknown> => (await db.collection('properties').doc(id).get()).get('withdrawn');

describe('the fraud trigger (users/{uid} roll becomes fraud)', () => {
  useStripeStandIn();
  let cast: Cast;
  let otherAgent: Account;
  beforeAll(async () => {
    cast = await newCast();
    otherAgent = await member(cast.prefix, 'other-agent', 'agent');
  });
  afterAll(async () => {
    await removeCast(cast);
    const listings = await db.collection('properties').where('agent.uid', '==', otherAgent.uid).get();
    await Promise.all([...listings.docs.map((doc) => doc.ref.delete()), db.collection('users').doc(otherAgent.uid).delete(), auth.deleteUser(otherAgent.uid)]);
  });

  it('withdraws every listing of the agent, rejects their open offers refunding paid ones, and leaves decided offers and other agents alone', async () => {
    const { agent, user } = cast;
    const [verified, pending, sold, othersListing] = await Promise.all([
      seedListing(agent),
      seedListing(agent, { status: 'pending', isVerified: false }),
      seedListing(agent, { soldOfferId: 'accepted-offer' }),
      seedListing(otherAgent),
    ]);
    const intent = await paidIntent();
    const [open, paid, accepted, rejected, othersOffer] = await Promise.all([
      offer(verified, user),
      offer(verified, user, { status: 'bought', transactionId: intent, paidAt: FieldValue.serverTimestamp() }),
      offer(verified, user, { status: 'accepted' }),
      offer(verified, user, { status: 'rejected' }),
      offer(othersListing, user),
    ]);
    const acceptedBefore = fingerprint((await db.collection('offers').doc(accepted).get()).data());

    // As the dashboard does it: straight to Firestore (the admin's write passes the rules), no facade call.
    await db.collection('users').doc(agent.uid).update({ roll: 'fraud' });

    await eventually('listings withdrawn', async () => (await Promise.all([verified, pending, sold].map(withdrawnOf))).every((w) => w === true));
    await eventually('open offers rejected', async () => (await statusOf('offers', open)) === 'rejected' && (await statusOf('offers', paid)) === 'rejected');
    await eventually('the paid offer refunded', async () => (await refundsOf(intent)).length === 1);
    expect((await db.collection('offers').doc(paid).get()).get('decidedAt')).toBeDefined();
    expect(fingerprint((await db.collection('offers').doc(accepted).get()).data())).toBe(acceptedBefore);
    expect(await statusOf('offers', rejected)).toBe('rejected');
    expect(await withdrawnOf(othersListing)).toBe(false);
    expect(await statusOf('offers', othersOffer)).toBe('pending');
    // Gone from every public read; their data is kept.
    expect((await call({ method: 'GET', path: `/properties/${verified}` })).status).toBe(404);
    expect((await db.collection('properties').doc(verified).get()).exists).toBe(true);

    // A re-run changes nothing and refunds nothing twice.
    const agentDocs = async () => {
      const [listings, offers] = await Promise.all([db.collection('properties').where('agent.uid', '==', agent.uid).get(), db.collection('offers').where('agentUid', '==', agent.uid).get()]);
      return [...listings.docs, ...offers.docs]
        .map((doc) => `${doc.id}=${fingerprint(doc.data())}`)
        .sort()
        .join('\n');
    };
    const before = await agentDocs();
    expect(await withdrawAgent(agent.uid)).toEqual({ withdrawn: 0, rejected: 0, refunds: 0, refundsOk: true });
    expect(await agentDocs()).toBe(before);
    expect(await refundsOf(intent)).toHaveLength(1);
  });

  it('also runs when an admin marks the agent fraud through PATCH /user/roll', async () => {
    const listing = await seedListing(otherAgent);
    const answer = await call({ method: 'PATCH', path: `/user/roll/${encodeURIComponent(otherAgent.email)}`, body: { roll: 'fraud' } }, cast.admin.token);
    expect(answer.status).toBe(200);
    await eventually('the listing withdrawn', async () => (await withdrawnOf(listing)) === true);
  });
});
