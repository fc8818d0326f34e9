import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { PAUSE_MESSAGES } from '@homehaven/domain/listing-pause';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { db } from '../facade/support/admin';
import { call, type FacadeAnswer } from '../facade/support/api';
import { member, newCast, removeCast, seedListing, type Cast } from '../facade/support/cast';
import type { Account } from '../facade/support/run';
import { ROOMY_ACCOUNT } from '../../support/billing-fixture';

const read = async (path: string) => (await db.doc(path).get()).data() ?? {};
const pause = (id: string, token?: string): Promise<FacadeAnswer> => call({ method: 'POST', path: `/properties/${id}/pause`, body: {} }, token);
const resume = (id: string, token?: string): Promise<FacadeAnswer> => call({ method: 'POST', path: `/properties/${id}/resume`, body: {} }, token);

/**
 * Pausing and resuming a listing through the facade (docs/plans.md "Lapse"): paused, it is hidden
 * from the public and its slot is free; resumed, it takes a slot again (refused with the ways out
 * when none is free) and is public at once, without a review. Only its agent may; a sold listing cannot be paused.
 */
describe('pausing and resuming a listing', () => {
  let cast: Cast;
  let agent: Account;
  beforeAll(async () => {
    cast = await newCast();
    agent = await member(cast.prefix, 'pauser', 'agent');
  });
  afterAll(async () => {
    await db.doc(`billingAccounts/${agent.uid}`).delete();
    await removeCast(cast);
  });

  /** `agent`'s account with `used` of `allowed` slots in use and `paused` listings paused. */
  const accountAt = (used: number, allowed: number, paused = 0) =>
    db.doc(`billingAccounts/${agent.uid}`).set({ ...ROOMY_ACCOUNT, listingsUsed: used, listingsAllowed: allowed, listingsPaused: paused, updatedAt: FieldValue.serverTimestamp() });

  it('hides a paused listing and frees its slot; resumed, it is public again and takes a slot', async () => {
    await accountAt(2, 2);
    const id = await seedListing(agent, { slotHolder: agent.uid });
    expect(await pause(id, agent.token)).toMatchObject({ status: 200, body: { message: PAUSE_MESSAGES.paused } });
    expect(await read(`properties/${id}`)).toMatchObject({ status: 'verified', withdrawn: true, pausedAt: expect.anything(), pausedFor: 'owner' });
    expect(await read(`billingAccounts/${agent.uid}`)).toMatchObject({ listingsUsed: 1, listingsPaused: 1 });
    expect((await call({ method: 'GET', path: `/properties/${id}` })).status).toBe(404);
    expect((await pause(id, agent.token)).status).toBe(200);
    expect(await read(`billingAccounts/${agent.uid}`)).toMatchObject({ listingsUsed: 1, listingsPaused: 1 });

    expect(await resume(id, agent.token)).toMatchObject({ status: 200, body: { message: PAUSE_MESSAGES.resumed } });
    const back = await read(`properties/${id}`);
    expect(back).toMatchObject({ status: 'verified', withdrawn: false, slotHolder: agent.uid });
    expect(back).not.toHaveProperty('pausedAt');
    expect(await read(`billingAccounts/${agent.uid}`)).toMatchObject({ listingsUsed: 2, listingsPaused: 0 });
    expect((await call({ method: 'GET', path: `/properties/${id}` })).status).toBe(200);
    expect(await resume(id, agent.token)).toMatchObject({ status: 409, body: { message: PAUSE_MESSAGES.notPaused } });
  });

  it('refuses to resume into a full plan with the ways out, and frees the paused count when a paused listing is deleted', async () => {
    await accountAt(1, 1);
    const live = await seedListing(agent, { slotHolder: agent.uid });
    const paused = await seedListing(agent, { slotHolder: agent.uid, withdrawn: true, pausedAt: FieldValue.serverTimestamp() });
    await db.doc(`billingAccounts/${agent.uid}`).update({ listingsPaused: 1 });
    expect(await resume(paused, agent.token)).toMatchObject({ status: 409, body: { message: PLAN_MESSAGES.quotaFull(1) } });
    expect(await read(`properties/${paused}`)).toMatchObject({ withdrawn: true });
    // The owner chooses which stays live: pause one, resume the other.
    expect((await pause(live, agent.token)).status).toBe(200);
    expect((await resume(paused, agent.token)).status).toBe(200);
    expect(await read(`billingAccounts/${agent.uid}`)).toMatchObject({ listingsUsed: 1, listingsPaused: 1 });
    expect((await call({ method: 'DELETE', path: `/properties/${live}` }, agent.token)).status).toBe(200);
    expect(await read(`billingAccounts/${agent.uid}`)).toMatchObject({ listingsUsed: 1, listingsPaused: 0 });
  });

  it('lets only the listing’s agent pause or resume, and never a sold or withdrawn listing', async () => {
    await accountAt(1, 5);
    const id = await seedListing(agent, { slotHolder: agent.uid });
    const other = await member(cast.prefix, 'other-agent', 'agent');
    expect((await pause(id, other.token)).status).toBe(403);
    expect((await pause(id, cast.user.token)).status).toBe(403);
    expect((await pause(id)).status).toBe(401);
    expect((await pause('no-such-listing', agent.token)).status).toBe(404);
    const sold = await seedListing(agent, { slotHolder: agent.uid, soldOfferId: 'offer-1', soldAt: FieldValue.serverTimestamp() });
    expect(await pause(sold, agent.token)).toMatchObject({ status: 409, body: { message: PAUSE_MESSAGES.sold } });
    const fraud = await seedListing(agent, { slotHolder: agent.uid, withdrawn: true });
    expect(await pause(fraud, agent.token)).toMatchObject({ status: 409, body: { message: PAUSE_MESSAGES.withdrawn } });
    expect(await read(`properties/${id}`)).toMatchObject({ withdrawn: false });
    expect(await read(`billingAccounts/${agent.uid}`)).toMatchObject({ listingsUsed: 1 });
  });
});
