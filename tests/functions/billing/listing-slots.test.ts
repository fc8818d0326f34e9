import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { FREE_PLAN_ALLOWANCES } from '@homehaven/domain/listing-slots';
import { intakePictureUrl } from '@homehaven/domain/image-address-samples';
import { db, eventually } from '../facade/support/admin';
import { call, type FacadeAnswer } from '../facade/support/api';
import type { Account } from '../facade/support/run';
import { withoutBillingAccount } from '../facade/support/cast';
import { ROOMY_ACCOUNT } from '../../support/billing-fixture';
import { accept, invited, removeAgent, useAgencyPeople } from '../agencies/support';

const read = async (path: string) => (await db.doc(path).get()).data();
const usedOf = async (uid: string): Promise<unknown> => (await read(`billingAccounts/${uid}`))?.listingsUsed;

/** `uid`'s account with `used` of `allowed` slots in use. */
const accountAt = (uid: string, used: number, allowed: number) =>
  db.doc(`billingAccounts/${uid}`).set({ ...ROOMY_ACCOUNT, listingsUsed: used, listingsAllowed: allowed, updatedAt: FieldValue.serverTimestamp() });

let added = 0;
/** POST /add-properties as `agent`: a small valid listing. */
function add(agent: Account): Promise<FacadeAnswer> {
  added += 1;
  const body = { title: `Slot house ${added}`, location: 'Slot Street, Springfield', image: intakePictureUrl('slot'), Details: 'Two rooms.', MinimumPrice: 100_000, MaximumPrice: 120_000 };
  return call({ method: 'POST', path: '/add-properties', body }, agent.token);
}
const idOf = (answer: FacadeAnswer): string => String((answer.body as { insertedId?: unknown }).insertedId);

/**
 * Listing slots through the facade (docs/plans.md "Quotas"): Add property takes one slot of the plan
 * in its transaction and refuses one past it with the ways out; deleting or selling a listing frees
 * its slot; professionals get the free plan; an agency's plan covers its agents' listings.
 */
describe('listing slots', () => {
  const { person, agency } = useAgencyPeople();
  let agent: Account;
  beforeAll(async () => {
    agent = await person('agent', 'lister');
  });
  afterAll(async () => {
    await Promise.all([agent.uid].map((uid) => db.doc(`billingAccounts/${uid}`).delete()));
  });

  it('takes a slot per listing, and refuses one past the plan with the ways out, storing nothing', async () => {
    await accountAt(agent.uid, 1, 2);
    const first = await add(agent);
    expect(first.status).toBe(201);
    expect(await read(`properties/${idOf(first)}`)).toMatchObject({ slotHolder: agent.uid, status: 'pending' });
    expect(await read(`billingAccounts/${agent.uid}`)).toMatchObject({ listingsUsed: 2, lastListingId: idOf(first) });

    const refused = await add(agent);
    expect(refused).toMatchObject({ status: 409, body: { message: PLAN_MESSAGES.quotaFull(2) } });
    expect(await usedOf(agent.uid)).toBe(2);
    expect((await db.collection('properties').where('agent.uid', '==', agent.uid).get()).size).toBe(1);
  });

  it('refuses more photos than the plan allows, on a new listing or an edit adding some, and keeps what a smaller plan would not allow', async () => {
    const photos = ['one', 'two', 'three'].map((name) => intakePictureUrl(`plan-photo-${name}`));
    const [cover = ''] = photos;
    await db.doc(`billingAccounts/${agent.uid}`).set({ ...ROOMY_ACCOUNT, listingsUsed: 0, listingsAllowed: 10, photosPerListing: 2, updatedAt: FieldValue.serverTimestamp() });
    const body = (count: number) => ({
      title: 'Photo house',
      location: 'Photo Street, Springfield',
      image: cover,
      photos: photos.slice(0, count),
      Details: 'Bright.',
      MinimumPrice: 100_000,
      MaximumPrice: 120_000,
    });
    expect(await call({ method: 'POST', path: '/add-properties', body: body(3) }, agent.token)).toMatchObject({ status: 409, body: { message: PLAN_MESSAGES.photosAllowed(2) } });
    expect(await usedOf(agent.uid)).toBe(0);
    const made = await call({ method: 'POST', path: '/add-properties', body: body(2) }, agent.token);
    expect(made.status).toBe(201);
    const id = idOf(made);
    await db.doc(`billingAccounts/${agent.uid}`).update({ photosPerListing: 1 });
    const edit = (count: number) => call({ method: 'PUT', path: `/properties/${id}`, body: body(count) }, agent.token);
    expect((await edit(2)).status).toBe(200);
    expect(await edit(3)).toMatchObject({ status: 409, body: { message: PLAN_MESSAGES.photosAllowed(1) } });
    expect((await read(`properties/${id}`))?.photos).toEqual(photos.slice(0, 2));
    expect((await edit(1)).status).toBe(200);
  });

  it('lets exactly one of five submissions racing for the last slot list', async () => {
    await accountAt(agent.uid, 4, 5);
    const before = (await db.collection('properties').where('agent.uid', '==', agent.uid).get()).size;
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(agent)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await usedOf(agent.uid)).toBe(5);
    expect((await db.collection('properties').where('agent.uid', '==', agent.uid).get()).size).toBe(before + 1);
  });

  it('frees the slot of a deleted listing, and answers 503 to an agent whose account is not made yet', async () => {
    await accountAt(agent.uid, 0, 1);
    const listed = await add(agent);
    expect(await usedOf(agent.uid)).toBe(1);
    expect((await call({ method: 'DELETE', path: `/properties/${idOf(listed)}` }, agent.token)).status).toBe(200);
    expect(await usedOf(agent.uid)).toBe(0);
    expect((await add(agent)).status).toBe(201);

    await withoutBillingAccount(agent);
    expect(await add(agent)).toMatchObject({ status: 503, body: { message: PLAN_MESSAGES.noAccount } });
  });

  it('frees the slot of a sold listing when its agent accepts an offer', async () => {
    await accountAt(agent.uid, 0, 1);
    const listed = await add(agent);
    const buyer = await person('user', 'buyer');
    // A paid offer, as payment leaves it.
    const { id: offer } = await db.collection('offers').add({
      propertyId: idOf(listed),
      agentUid: agent.uid,
      agentEmail: agent.email,
      buyerUid: buyer.uid,
      buyerEmail: buyer.email,
      offerAmount: 110_000,
      status: 'bought',
      transactionId: 'pi_sold_listing',
      paidAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
    });
    expect(await usedOf(agent.uid)).toBe(1);
    const answer = await call({ method: 'PATCH', path: `/offers/${offer}`, body: { status: 'accepted', propertyId: idOf(listed) } }, agent.token);
    expect(answer).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    expect(await usedOf(agent.uid)).toBe(0);
    // The same accept again frees nothing more.
    expect((await call({ method: 'PATCH', path: `/offers/${offer}`, body: { status: 'accepted', propertyId: idOf(listed) } }, agent.token)).status).toBe(200);
    expect(await usedOf(agent.uid)).toBe(0);
  });

  it('gives a new agent the free plan, whether an admin made them one through the facade or in Manage users', async () => {
    const admin = await person('admin', 'admin');
    const [byFacade, byClient] = await Promise.all([person('user', 'new-agent'), person('user', 'client-agent')]);
    const answer = await call({ method: 'PATCH', path: `/user/roll/${encodeURIComponent(byFacade.email)}`, body: { roll: 'agent' } }, admin.token);
    expect(answer.status).toBe(200);
    expect(await read(`billingAccounts/${byFacade.uid}`)).toMatchObject({ planId: 'free', status: 'free', ...FREE_PLAN_ALLOWANCES, listingsUsed: 0 });

    // Manage users writes the role under the rules; the users trigger gives the plan.
    await db.doc(`users/${byClient.uid}`).update({ roll: 'agent' });
    await eventually('the users trigger to give the free plan', async () => (await read(`billingAccounts/${byClient.uid}`)) !== undefined);
    expect(await read(`billingAccounts/${byClient.uid}`)).toMatchObject({ planId: 'free', listingsAllowed: FREE_PLAN_ALLOWANCES.listingsAllowed, listingsUsed: 0 });
    const free = await add(byClient);
    expect(free.status).toBe(201);
    expect((await add(byClient)).status).toBe(409);
  });

  it("gives the free plan's new allowances to every account on it, and to new agents", async () => {
    const admin = await person('admin', 'plan-admin');
    const onFree = await person('agent', 'on-free');
    await db.doc(`billingAccounts/${onFree.uid}`).set({ ...ROOMY_ACCOUNT, planId: 'free', planName: 'Free', status: 'free', ...FREE_PLAN_ALLOWANCES, updatedAt: FieldValue.serverTimestamp() });
    await accountAt(agent.uid, 0, ROOMY_ACCOUNT.listingsAllowed);
    const freePlan = (allowances: object) => call({ method: 'PUT', path: '/plans/free', body: allowances }, admin.token);
    try {
      const answer = await freePlan({ ...FREE_PLAN_ALLOWANCES, listingsAllowed: 2 });
      expect(answer.status).toBe(200);
      expect(await read('plans/free')).toMatchObject({ listingsAllowed: 2, monthlyCents: 0, visible: true });
      expect(await read(`billingAccounts/${onFree.uid}`)).toMatchObject({ planId: 'free', listingsAllowed: 2 });
      // An account on another plan keeps its own allowances.
      expect(await read(`billingAccounts/${agent.uid}`)).toMatchObject({ listingsAllowed: ROOMY_ACCOUNT.listingsAllowed });
      const newcomer = await person('user', 'free-newcomer');
      expect((await call({ method: 'PATCH', path: `/user/roll/${encodeURIComponent(newcomer.email)}`, body: { roll: 'agent' } }, admin.token)).status).toBe(200);
      expect(await read(`billingAccounts/${newcomer.uid}`)).toMatchObject({ planId: 'free', listingsAllowed: 2 });
      // Out of bounds, or a price for the free plan: refused, nothing changes.
      expect((await freePlan({ ...FREE_PLAN_ALLOWANCES, listingsAllowed: -1 })).status).toBe(400);
      expect((await freePlan({ ...FREE_PLAN_ALLOWANCES, monthlyCents: 900 })).status).toBe(400);
      expect((await call({ method: 'PUT', path: '/plans/free', body: FREE_PLAN_ALLOWANCES }, onFree.token)).status).toBe(403);
      expect(await read('plans/free')).toMatchObject({ listingsAllowed: 2 });
    } finally {
      // Back as it was: the free plan is every file's.
      expect((await freePlan(FREE_PLAN_ALLOWANCES)).status).toBe(200);
    }
  });

  it("counts an agency's agent's listings on the agency's plan, and moves them to the agent's own when they leave", async () => {
    const office = await agency('slots');
    const member = await person('user', 'member');
    await accept(await invited(office, member.email), member);
    await db.doc(`users/${member.uid}`).update({ roll: 'agent' });
    await accountAt(office.uid, 0, 3);
    await accountAt(member.uid, 0, 1);

    const listed = await add(member);
    expect(listed.status).toBe(201);
    expect(await read(`properties/${idOf(listed)}`)).toMatchObject({ slotHolder: office.uid });
    expect([await usedOf(office.uid), await usedOf(member.uid)]).toEqual([1, 0]);
    await accountAt(office.uid, 1, 1);
    expect(await add(member)).toMatchObject({ status: 409, body: { message: PLAN_MESSAGES.agencyQuotaFull(1) } });

    expect((await removeAgent(member.uid, office.token)).status).toBe(200);
    expect(await read(`properties/${idOf(listed)}`)).toMatchObject({ slotHolder: member.uid });
    expect([await usedOf(office.uid), await usedOf(member.uid)]).toEqual([0, 1]);
    // Their own plan is now full (one slot, one listing): the agency's room is not theirs any more.
    expect(await add(member)).toMatchObject({ status: 409, body: { message: PLAN_MESSAGES.quotaFull(1) } });
  });
});
