import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { db, eventually, fingerprint } from '../facade/support/admin';
import { call } from '../facade/support/api';
import { seedListing } from '../facade/support/cast';
import { apply } from '../applications/support';
import { accept, agencyState, invite, invited, look, read, removeAgent, useAgencyPeople } from './support';

/** An agent's listings as comparable text, all but who sells them (which follows their agency). */
const listingsOf = async (uid: string): Promise<string> =>
  (await db.collection('properties').where('agent.uid', '==', uid).get()).docs
    .map((doc) => {
      const { seller: _seller, ...rest } = doc.data();
      return `${doc.id}=${fingerprint(rest)}`;
    })
    .join('\n');
const sellerOfListing = async (id: string): Promise<unknown> => (await db.doc(`properties/${id}`).get()).get('seller');

/** An agency's team (docs/accounts.md "Agencies"): DELETE /agency/agents/{uid}, and the approval that makes an agency. */
describe('agency agents', () => {
  const { person, agency } = useAgencyPeople();

  it('removes an agent: their agency gone from their profile, their entry gone, the count down, their listings untouched', async () => {
    const [harbor, agent, stays] = await Promise.all([agency('harbor'), person('agent', 'agent'), person('agent', 'stays')]);
    for (const account of [agent, stays]) expect((await accept(await invited(harbor, account.email), account)).status).toBe(200);
    expect((await read(`agencies/${harbor.uid}`))?.agentCount).toBe(2);
    // As the listing trigger writes it for a member (docs/accounts.md "Agencies").
    const harborSeller = { kind: 'agent', agencyUid: harbor.uid, agencyName: String((await read(`agencies/${harbor.uid}`))?.name ?? ''), agencyLogo: '' };
    const listing = await seedListing(agent, { seller: harborSeller });
    const listings = await listingsOf(agent.uid);

    expect(await removeAgent(agent.uid, harbor.token)).toMatchObject({ status: 200, body: { acknowledged: true } });
    expect((await read(`users/${agent.uid}`))?.agencyUid).toBeUndefined();
    expect((await read(`users/${agent.uid}`))?.roll).toBe('agent');
    expect(await read(`agencies/${harbor.uid}/agents/${agent.uid}`)).toBeUndefined();
    expect((await read(`agencies/${harbor.uid}`))?.agentCount).toBe(1);
    expect(await read(`agencies/${harbor.uid}/agents/${stays.uid}`)).toBeDefined();
    expect(await listingsOf(agent.uid)).toBe(listings);
    // The listing no longer names the agency.
    expect(await sellerOfListing(listing)).toEqual({ kind: 'agent', agencyUid: '', agencyName: '', agencyLogo: '' });

    // Gone once: a second removal is 404, and the agent may join again by a new invitation.
    expect(await removeAgent(agent.uid, harbor.token)).toMatchObject({ status: 404, body: { message: M.notYourAgent } });
    expect((await accept(await invited(harbor, agent.email), agent)).status).toBe(200);
    expect((await read(`agencies/${harbor.uid}`))?.agentCount).toBe(2);
  });

  it('answers 404 for someone not in the agency (another agency’s agent, anyone, an unknown uid), 403 to a non-agency, 401 signed out', async () => {
    const [harbor, brightside, theirs, mine, buyer] = await Promise.all([agency('harbor'), agency('brightside'), person('agent', 'theirs'), person('agent', 'mine'), person('user', 'buyer')]);
    expect((await accept(await invited(brightside, theirs.email), theirs)).status).toBe(200);
    expect((await accept(await invited(harbor, mine.email), mine)).status).toBe(200);
    const before = await agencyState([theirs.uid, mine.uid, buyer.uid], [harbor.uid, brightside.uid]);

    for (const uid of [theirs.uid, buyer.uid, brightside.uid, harbor.uid, 'no-such-agent-0000', 'has.dot', '__name__']) {
      expect(await removeAgent(uid, harbor.token)).toMatchObject({ status: 404, body: { message: M.notYourAgent } });
    }
    for (const caller of [buyer, mine, theirs]) expect(await removeAgent(mine.uid, caller.token)).toMatchObject({ status: 403, body: { message: M.notAgency } });
    expect((await removeAgent(mine.uid)).status).toBe(401);
    expect(await agencyState([theirs.uid, mine.uid, buyer.uid], [harbor.uid, brightside.uid])).toBe(before);
  });

  it('approving an agency’s application creates its public profile, and the new agency invites under its company name', async () => {
    const [applicant, agentApplicant, admin, recruit] = await Promise.all([person('user', 'applicant'), person('user', 'agent-applicant'), person('admin', 'admin'), person('agent', 'recruit')]);
    await Promise.all([apply(applicant), apply(agentApplicant, { type: 'agent', companyName: '', agencyName: 'Harbor & Pine Realty' })]);

    for (const account of [applicant, agentApplicant]) {
      expect((await call({ method: 'POST', path: `/applications/${account.uid}/decision`, body: { outcome: 'approved' } }, admin.token)).status).toBe(200);
    }
    expect(await read(`agencies/${applicant.uid}`)).toEqual({
      name: 'Harbor & Pine Realty',
      logo: '',
      bio: 'A family agency selling homes by the harbour since 2009.',
      agentCount: 0,
      createdAt: expect.any(Timestamp),
    });
    expect(await read(`users/${applicant.uid}`)).toMatchObject({ roll: 'agent', accountType: 'agency' });
    // Only an agency gets a profile; an agent naming an agency does not join it by applying.
    expect(await read(`agencies/${agentApplicant.uid}`)).toBeUndefined();
    expect((await read(`users/${agentApplicant.uid}`))?.agencyUid).toBeUndefined();

    // The approved agency invites at once, named by its company rather than by the person who applied.
    const link = await invited(applicant, recruit.email);
    expect((await look(link.id, link.token)).body).toMatchObject({ agencyName: 'Harbor & Pine Realty', status: 'open' });
    expect(await invite(applicant.email, agentApplicant.token)).toMatchObject({ status: 403, body: { message: M.notAgency } });
    expect(await accept(link, recruit)).toMatchObject({ status: 200, body: { agencyUid: applicant.uid, agencyName: 'Harbor & Pine Realty' } });
    expect((await read(`agencies/${applicant.uid}`))?.agentCount).toBe(1);
  });
});

/** An account's deletion (DELETE /user/{id}, an admin) in agencies (docs/accounts.md "Agencies"). */
describe('deleting an account in agencies', () => {
  const { person, agency } = useAgencyPeople();

  it('a deleted agent leaves their agency; a deleted agency frees its agents, withdraws its invitations and its profile goes', async () => {
    const [harbor, agent, stays, admin] = await Promise.all([agency('harbor'), person('agent', 'agent'), person('agent', 'stays'), person('admin', 'admin')]);
    for (const account of [agent, stays]) expect((await accept(await invited(harbor, account.email), account)).status).toBe(200);
    const waiting = await invited(harbor, `waiting-${agent.uid.slice(0, 8).toLowerCase()}@example.com`);

    expect((await call({ method: 'DELETE', path: `/user/${agent.uid}` }, admin.token)).status).toBe(200);
    expect(await read(`agencies/${harbor.uid}/agents/${agent.uid}`)).toBeUndefined();
    expect((await read(`agencies/${harbor.uid}`))?.agentCount).toBe(1);

    expect((await call({ method: 'DELETE', path: `/user/${harbor.uid}` }, admin.token)).status).toBe(200);
    expect(await read(`agencies/${harbor.uid}`)).toBeUndefined();
    expect(await read(`agencies/${harbor.uid}/agents/${stays.uid}`)).toBeUndefined();
    expect((await read(`users/${stays.uid}`))?.agencyUid).toBeUndefined();
    expect((await read(`agencyInvitations/${waiting.id}`))?.status).toBe('revoked');
    // Its links lead nowhere now.
    expect((await look(waiting.id, waiting.token)).body).toMatchObject({ status: 'revoked' });
  });

  it('an invitation of an agency whose profile is gone is accepted by nobody', async () => {
    const [harbor, agent] = await Promise.all([agency('harbor'), person('agent', 'agent')]);
    const link = await invited(harbor, agent.email);
    await db.doc(`agencies/${harbor.uid}`).delete();
    expect(await accept(link, agent)).toMatchObject({ status: 404, body: { message: M.invitationInvalid } });
    expect((await read(`users/${agent.uid}`))?.agencyUid).toBeUndefined();
    expect(await read(`agencies/${harbor.uid}`)).toBeUndefined();
  });
});

/** Who sells a listing (docs/accounts.md "Agencies"): the listing trigger and the agency changes keep `seller`. */
describe('a listing’s seller', () => {
  const { person, agency } = useAgencyPeople();
  const seller = async (id: string): Promise<Record<string, unknown> | undefined> => (await db.doc(`properties/${id}`).get()).get('seller') as Record<string, unknown> | undefined;
  const sellerIs = (id: string, expected: Record<string, unknown>) => eventually(`seller of ${id}`, async () => JSON.stringify(await seller(id)) === JSON.stringify(expected));

  it('names a member’s agency, a developer’s kind and an agency’s own name, and follows joining and removal', async () => {
    const [harbor, agent, developer] = await Promise.all([agency('harbor'), person('agent', 'agent'), person('agent', 'developer')]);
    await db.doc(`users/${developer.uid}`).update({ accountType: 'developer' });
    const harborName = String((await read(`agencies/${harbor.uid}`))?.name ?? '');
    const lone = { kind: 'agent', agencyUid: '', agencyName: '', agencyLogo: '' };
    const member = { kind: 'agent', agencyUid: harbor.uid, agencyName: harborName, agencyLogo: '' };

    // Written without a seller, as a client writes one: the trigger adds it.
    const [agentListing, developerListing, agencyListing] = await Promise.all([
      seedListing(agent, {}, { derived: false }),
      seedListing(developer, {}, { derived: false }),
      seedListing(harbor, {}, { derived: false }),
    ]);
    await sellerIs(agentListing, lone);
    await sellerIs(developerListing, { kind: 'developer', agencyUid: '', agencyName: '', agencyLogo: '' });
    await sellerIs(agencyListing, { kind: 'agency', agencyUid: harbor.uid, agencyName: harborName, agencyLogo: '' });

    // Joining names the agency on the listing the agent already has; removal takes it off.
    expect((await accept(await invited(harbor, agent.email), agent)).status).toBe(200);
    expect(await seller(agentListing)).toEqual(member);
    expect((await removeAgent(agent.uid, harbor.token)).status).toBe(200);
    expect(await seller(agentListing)).toEqual(lone);
  });

  it('GET /properties/{id} lets an agency read its agent’s pending listing, as the rules’ agency branch does, and no other agency', async () => {
    const [harbor, brightside, agent] = await Promise.all([agency('harbor'), agency('brightside'), person('agent', 'agent')]);
    expect((await accept(await invited(harbor, agent.email), agent)).status).toBe(200);
    const listing = await seedListing(agent, { status: 'pending', isVerified: false });
    expect((await call({ method: 'GET', path: `/properties/${listing}` }, harbor.token)).status).toBe(200);
    expect((await call({ method: 'GET', path: `/properties/${listing}` }, brightside.token)).status).toBe(404);
  });
});
