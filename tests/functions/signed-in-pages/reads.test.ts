// The admin handle first: it points the Admin SDK (the functions code run here included) at the emulators.
import { db } from '../facade/support/admin';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerOffersPageQuery, wishlistPageQuery } from '@homehaven/domain/queries/buyer';
import { agentOffersPageQuery } from '@homehaven/domain/queries/agent';
import { adminListingsPageQuery } from '@homehaven/domain/queries/admin';
import type { RenderedRead } from '@homehaven/domain/rendered-page';
import type { Caller } from '../../../functions/src/http/caller';
import { signedInReads } from '../../../functions/src/pages/signed-in-reads';
import { seedListing } from '../facade/support/cast';
import { newPrefix, type Account } from '../facade/support/run';

/**
 * What a signed-in page rendered per request may read for its person (docs/decisions.md "Signed-in
 * pages rendered per request"): the render runs with the Admin SDK, so each read its hooks ask for is
 * judged as the rules would judge it for that person. ATTACK: another person's list or profile, a list
 * not narrowed to its owner, a listing that is not public, and any other kind of read are never read.
 */
describe('the reads of a signed-in page rendered per request', () => {
  const prefix = newPrefix();
  const account = (name: string): Account => ({ uid: `${prefix}-${name}`, email: `${prefix}-${name}@example.com`, token: '' });
  const caller = (who: Account, role: Caller['role']): Caller => ({ uid: who.uid, email: who.email, role, name: who.uid, image: '', accountType: '', agencyUid: '' });
  const buyer = account('buyer');
  const other = account('other');
  const agent = account('agent');
  let publicListing: string;
  let pendingListing: string;
  const savedAt = Timestamp.fromMillis(1_795_000_000_123);

  const entry = (owner: Account, listing: string) => db.doc(`wishlist/${owner.uid}_${listing}`).set({ userUid: owner.uid, propertyId: listing, propertyName: 'Lake house', createdAt: savedAt });

  beforeAll(async () => {
    publicListing = await seedListing(agent);
    pendingListing = await seedListing(agent, { status: 'pending', isVerified: false });
    await Promise.all([
      db.doc(`users/${buyer.uid}`).set({ name: 'Buyer', email: buyer.email, roll: 'user' }),
      db.doc(`users/${other.uid}`).set({ name: 'Other', email: other.email, roll: 'user' }),
      entry(buyer, publicListing),
      entry(other, publicListing),
      db.doc(`offers/${prefix}-offer`).set({ buyerUid: buyer.uid, propertyId: publicListing, offerPrice: 350_000, status: 'pending', createdAt: savedAt }),
    ]);
  });
  afterAll(async () => {
    const paths = [
      `users/${buyer.uid}`,
      `users/${other.uid}`,
      `wishlist/${buyer.uid}_${publicListing}`,
      `wishlist/${other.uid}_${publicListing}`,
      `offers/${prefix}-offer`,
      `properties/${publicListing}`,
      `properties/${pendingListing}`,
    ];
    await Promise.all(paths.map((path) => db.doc(path).delete()));
  });

  it('reads the person’s own lists, profile and the listings they may see, timestamps as plain seconds and nanoseconds', async () => {
    const wishlist = JSON.stringify(wishlistPageQuery(buyer.uid));
    const offers = JSON.stringify(buyerOffersPageQuery(buyer.uid));
    const reads = await signedInReads([wishlist, offers, `users/${buyer.uid}`, `properties/${publicListing}`], caller(buyer, 'user'));
    expect(Object.keys(reads).sort()).toEqual([wishlist, offers, `users/${buyer.uid}`, `properties/${publicListing}`].sort());
    const entries = (reads[wishlist] as Extract<RenderedRead, { docs: unknown }>).docs;
    expect(entries.map((doc) => doc.id)).toEqual([`${buyer.uid}_${publicListing}`]);
    expect(entries[0]?.data.createdAt).toEqual({ seconds: savedAt.seconds, nanoseconds: savedAt.nanoseconds });
    expect((reads[offers] as Extract<RenderedRead, { docs: unknown }>).docs.map((doc) => doc.id)).toEqual([`${prefix}-offer`]);
    expect((reads[`users/${buyer.uid}`] as Extract<RenderedRead, { doc: unknown }>).doc?.data.roll).toBe('user');
    expect((reads[`properties/${publicListing}`] as Extract<RenderedRead, { doc: unknown }>).doc?.id).toBe(publicListing);
  });

  it('ATTACK: never reads another person’s list or profile, a list not narrowed to its owner or too long, other kinds of reads, or malformed keys', async () => {
    const notMine = JSON.stringify(wishlistPageQuery(other.uid));
    const everyone = JSON.stringify({ collection: 'wishlist', spec: { orderBy: [['createdAt', 'desc']], limit: 13 } });
    const tooLong = JSON.stringify({ ...wishlistPageQuery(buyer.uid), spec: { ...wishlistPageQuery(buyer.uid).spec, limit: 5_000 } });
    const noLimit = JSON.stringify({ collection: 'wishlist', spec: { where: [['userUid', '==', buyer.uid]] } });
    const notAnEquality = JSON.stringify({ collection: 'wishlist', spec: { where: [['userUid', '>=', buyer.uid]], limit: 13 } });
    const users = JSON.stringify({ collection: 'users', spec: { where: [['roll', '==', 'admin']], limit: 13 } });
    const keys = [
      notMine,
      everyone,
      tooLong,
      noLimit,
      notAnEquality,
      users,
      `users/${other.uid}`,
      'refunds/x',
      `applications/${other.uid}`,
      JSON.stringify({ collection: `applications/${other.uid}/decisions`, spec: { limit: 13 } }),
      `conversations/${agent.uid}`,
      'properties/../users/x',
      'not json {',
      'null',
      '{"collection":"wishlist"}',
    ];
    expect(await signedInReads(keys, caller(buyer, 'user'))).toEqual({});
  });

  it('ATTACK: an agent reads no other agent’s offers through the agency branch, whatever the filter names', async () => {
    const filtered = (agentUid: unknown) => JSON.stringify({ collection: 'offers', spec: { where: [['agentUid', '==', agentUid]], limit: 13 } });
    const keys = [JSON.stringify(agentOffersPageQuery(buyer.uid)), filtered(`${agent.uid}/../${buyer.uid}`), filtered(''), filtered(null), filtered({ uid: buyer.uid }), filtered('x'.repeat(200))];
    expect(await signedInReads(keys, caller(agent, 'agent'))).toEqual({});
  });

  it('reads an agent’s offers and listings by their agent fields, and an admin’s lists of what admins read whole; never another agent’s', async () => {
    const agentOffers = JSON.stringify(agentOffersPageQuery(agent.uid));
    const othersOffers = JSON.stringify(agentOffersPageQuery(other.uid));
    const ownListings = JSON.stringify({ collection: 'properties', spec: { where: [['agent.uid', '==', agent.uid]], orderBy: [['createdAt', 'desc']], limit: 13 } });
    const everyListing = JSON.stringify(adminListingsPageQuery('all', {}));
    const asAgent = await signedInReads([agentOffers, othersOffers, ownListings, everyListing, `users/${buyer.uid}`], caller(agent, 'agent'));
    expect(Object.keys(asAgent).sort()).toEqual([agentOffers, ownListings].sort());
    expect((asAgent[ownListings] as Extract<RenderedRead, { docs: unknown }>).docs.map((doc) => doc.id).sort()).toEqual([publicListing, pendingListing].sort());
    const asAdmin = await signedInReads([everyListing, othersOffers, `users/${buyer.uid}`, JSON.stringify({ collection: 'refunds', spec: { limit: 13 } })], caller(other, 'admin'));
    expect(Object.keys(asAdmin).sort()).toEqual([everyListing, othersOffers, `users/${buyer.uid}`].sort());
  });

  it('reads agencies and their agents for anyone, an agency’s own invitations, and an application and its decisions for its applicant and an admin only', async () => {
    const agencies = JSON.stringify({ collection: 'agencies', spec: { limit: 13 } });
    const agents = JSON.stringify({ collection: `agencies/${agent.uid}/agents`, spec: { limit: 13 } });
    const ownInvitations = JSON.stringify({ collection: 'agencyInvitations', spec: { where: [['agencyUid', '==', agent.uid]], limit: 13 } });
    const othersInvitations = JSON.stringify({ collection: 'agencyInvitations', spec: { where: [['agencyUid', '==', other.uid]], limit: 13 } });
    const ownDecisions = JSON.stringify({ collection: `applications/${buyer.uid}/decisions`, spec: { limit: 13 } });
    const othersDecisions = JSON.stringify({ collection: `applications/${other.uid}/decisions`, spec: { limit: 13 } });
    const asBuyer = await signedInReads(
      [agencies, agents, othersInvitations, ownDecisions, othersDecisions, `applications/${buyer.uid}`, `applications/${other.uid}`, `agencies/${agent.uid}`],
      caller(buyer, 'user'),
    );
    expect(Object.keys(asBuyer).sort()).toEqual([agencies, agents, ownDecisions, `applications/${buyer.uid}`, `agencies/${agent.uid}`].sort());
    const asAgency = await signedInReads([ownInvitations, othersInvitations], caller(agent, 'agent'));
    expect(Object.keys(asAgency)).toEqual([ownInvitations]);
    const asAdmin = await signedInReads([othersDecisions, `applications/${other.uid}`], caller(buyer, 'admin'));
    expect(Object.keys(asAdmin).sort()).toEqual([othersDecisions, `applications/${other.uid}`].sort());
  });

  it('a listing that is not public reads as none for a buyer, as the rules’ refusal does, and as itself for its agent and an admin', async () => {
    const key = `properties/${pendingListing}`;
    expect(await signedInReads([key], caller(buyer, 'user'))).toEqual({ [key]: { doc: null } });
    expect(((await signedInReads([key], caller(agent, 'agent')))[key] as Extract<RenderedRead, { doc: unknown }>).doc?.id).toBe(pendingListing);
    expect(((await signedInReads([key], caller(other, 'admin')))[key] as Extract<RenderedRead, { doc: unknown }>).doc?.id).toBe(pendingListing);
    expect(await signedInReads(['properties/missing-listing'], caller(buyer, 'user'))).toEqual({ 'properties/missing-listing': { doc: null } });
  });
});
