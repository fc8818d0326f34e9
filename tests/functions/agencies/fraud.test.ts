// First: points the admin SDK at the emulators before the functions code below initialises it.
import { db, eventually } from '../facade/support/admin';
import { describe, expect, it } from 'vitest';
import { leaveAgencies } from '../../../functions/src/agencies/leave-agencies';
import { seedListing } from '../facade/support/cast';
import type { Account } from '../facade/support/run';
import { accept, agencyState, invited, read, useAgencyPeople } from './support';

/** As the listing trigger writes it for an agent in no agency (domain/src/listing-seller.ts). */
const LONE = { kind: 'agent', agencyUid: '', agencyName: '', agencyLogo: '' };

const sellerOf = async (id: string): Promise<unknown> => (await db.doc(`properties/${id}`).get()).get('seller');
/** Marks `account` fraud as the dashboard does: straight to Firestore, the fraud trigger does the rest. */
const markFraud = (account: Account) => db.doc(`users/${account.uid}`).update({ roll: 'fraud' });

/** An account marked fraud in agencies (docs/accounts.md "Agencies"): the fraud trigger undoes its place as a deletion does. */
describe('marking an account fraud in agencies', () => {
  const { person, agency } = useAgencyPeople();

  /** `agency` with `agents` joined by invitation, each with a listing naming the agency as the listing trigger writes it; answers the listings. */
  async function team(harbor: Account, agents: readonly Account[]): Promise<string[]> {
    for (const account of agents) expect((await accept(await invited(harbor, account.email), account)).status).toBe(200);
    expect((await read(`agencies/${harbor.uid}`))?.agentCount).toBe(agents.length);
    const member = { kind: 'agent', agencyUid: harbor.uid, agencyName: String((await read(`agencies/${harbor.uid}`))?.name ?? ''), agencyLogo: '' };
    return Promise.all(agents.map((account) => seedListing(account, { seller: member })));
  }

  it('a fraud agency frees its agents, its open invitation is revoked, its profile goes and its agents’ listings no longer name it', async () => {
    const [harbor, first, second] = await Promise.all([agency('harbor'), person('agent', 'first'), person('agent', 'second')]);
    const listings = await team(harbor, [first, second]);
    const waiting = await invited(harbor, `waiting-${first.uid.slice(0, 8).toLowerCase()}@example.com`);
    expect((await read(`agencyInvitations/${waiting.id}`))?.status).toBe('open');
    for (const account of [first, second]) expect((await read(`users/${account.uid}`))?.agencyUid).toBe(harbor.uid);
    for (const listing of listings) expect((await sellerOf(listing)) as Record<string, unknown>).toMatchObject({ agencyUid: harbor.uid });

    await markFraud(harbor);

    // The sellers are refreshed last, after the one write that dissolves the agency.
    await eventually('the agency’s profile gone', async () => (await read(`agencies/${harbor.uid}`)) === undefined);
    await eventually('its agents’ listings no longer naming it', async () => (await Promise.all(listings.map(sellerOf))).every((seller) => JSON.stringify(seller) === JSON.stringify(LONE)));
    expect((await read(`agencyInvitations/${waiting.id}`))?.status).toBe('revoked');
    for (const account of [first, second]) {
      expect((await read(`users/${account.uid}`))?.agencyUid).toBeUndefined();
      expect((await read(`users/${account.uid}`))?.roll).toBe('agent');
    }
    expect((await db.collection(`agencies/${harbor.uid}/agents`).get()).size).toBe(0);
    expect((await read(`users/${harbor.uid}`))?.roll).toBe('fraud');

    // A second run (a trigger may be delivered twice) changes nothing.
    const after = await agencyState([harbor.uid, first.uid, second.uid], [harbor.uid]);
    expect(await leaveAgencies(harbor.uid, await read(`users/${harbor.uid}`))).toBe(0);
    expect(await agencyState([harbor.uid, first.uid, second.uid], [harbor.uid])).toBe(after);
  });

  it('a fraud agent leaves their agency: their entry gone, the count down, no agency on their profile; the other agent stays', async () => {
    const [harbor, cheat, stays] = await Promise.all([agency('harbor'), person('agent', 'cheat'), person('agent', 'stays')]);
    await team(harbor, [cheat, stays]);
    const profile = await read(`users/${cheat.uid}`);
    expect(profile?.agencyUid).toBe(harbor.uid);

    await markFraud(cheat);

    // Their own agencyUid is cleared last.
    await eventually('the fraud agent’s agency cleared', async () => (await read(`users/${cheat.uid}`))?.agencyUid === undefined);
    expect(await read(`agencies/${harbor.uid}/agents/${cheat.uid}`)).toBeUndefined();
    expect((await read(`agencies/${harbor.uid}`))?.agentCount).toBe(1);
    expect(await read(`agencies/${harbor.uid}/agents/${stays.uid}`)).toBeDefined();
    expect((await read(`users/${stays.uid}`))?.agencyUid).toBe(harbor.uid);
    expect((await read(`users/${cheat.uid}`))?.roll).toBe('fraud');

    // A second run with the profile as the trigger saw it leaves the count alone.
    const after = await agencyState([cheat.uid, stays.uid], [harbor.uid]);
    expect(await leaveAgencies(cheat.uid, profile)).toBe(0);
    expect(await agencyState([cheat.uid, stays.uid], [harbor.uid])).toBe(after);
  });
});
