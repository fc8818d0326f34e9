import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { AGENCY_MESSAGES as M, INVITATION_DAYS, MAX_OPEN_INVITATIONS } from '@homehaven/domain/agencies';
import { MESSAGES } from '@homehaven/domain/messages';
import { HOSTING_URL } from '../../../tools/emulators/config';
import { db } from '../facade/support/admin';
import { call } from '../facade/support/api';
import { accept, agencyState, expire, invite, invited, linkOf, look, mailTo, read, useAgencyPeople, withdraw } from './support';

const DAY_MS = 86_400_000;

/**
 * Agencies inviting agents (docs/accounts.md "Agencies", docs/facade.md "Agencies"): POST, GET,
 * accept and DELETE of /agency/invitations over real HTTP; each secret read from the mail it went out in.
 */
describe('agency invitations', () => {
  const { person, agency } = useAgencyPeople();

  it('invites by e-mail, shows the link to anyone holding it, and accepting joins the agency in one go', async () => {
    const [harbor, agent] = await Promise.all([agency('harbor'), person('agent', 'agent')]);
    const before = Date.now();

    // The address as a person might type it: padded, in capitals; stored and mailed in lower case.
    const answer = await invite(`  ${agent.email.toUpperCase()} `, harbor.token);
    expect(answer).toMatchObject({ status: 201, body: { id: expect.any(String), expiresAt: expect.any(String) } });
    const { id, expiresAt } = answer.body as { id: string; expiresAt: string };
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(INVITATION_DAYS * DAY_MS - 1000);
    expect(Date.parse(expiresAt) - before).toBeLessThan(INVITATION_DAYS * DAY_MS + 60_000);

    const agencyName = (await read(`agencies/${harbor.uid}`))?.name as string;
    const link = await linkOf(id, agent.email);
    expect(link.url).toBe(`${HOSTING_URL}/join-agency?invitation=${id}&token=${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [mail, ...more] = await mailTo(agent.email);
    expect(more).toEqual([]);
    expect(mail?.message.subject).toContain(agencyName);
    expect(mail?.message.html).toContain(link.url.replace('&', '&amp;'));

    // Only the secret's hash is stored, and the invitation names the agency by its public name.
    const stored = await read(`agencyInvitations/${id}`);
    expect(stored).toEqual({
      agencyUid: harbor.uid,
      agencyName,
      email: agent.email.toLowerCase(),
      tokenHash: createHash('sha256').update(link.token).digest('hex'),
      status: 'open',
      createdAt: expect.any(Timestamp),
      expiresAt: Timestamp.fromDate(new Date(expiresAt)),
    });
    expect(JSON.stringify(stored)).not.toContain(link.token);

    // The invitation's page, before anyone signs in.
    expect(await look(id, link.token)).toMatchObject({ status: 200, body: { agencyName, email: agent.email.toLowerCase(), status: 'open', expiresAt } });

    expect(await accept(link, agent)).toMatchObject({ status: 200, body: { agencyUid: harbor.uid, agencyName } });
    expect(await read(`agencyInvitations/${id}`)).toMatchObject({ status: 'accepted', acceptedBy: agent.uid, acceptedAt: expect.any(Timestamp) });
    expect((await read(`users/${agent.uid}`))?.agencyUid).toBe(harbor.uid);
    expect(await read(`agencies/${harbor.uid}/agents/${agent.uid}`)).toEqual({ name: expect.stringContaining('Name of agent'), image: '', joinedAt: expect.any(Timestamp) });
    expect((await read(`agencies/${harbor.uid}`))?.agentCount).toBe(1);
    expect((await look(id, link.token)).body).toMatchObject({ status: 'accepted' });

    // The link works once: a second accept changes nothing.
    const after = await agencyState([agent.uid], [harbor.uid]);
    expect(await accept(link, agent)).toMatchObject({ status: 409, body: { message: M.invitationUsed } });
    expect(await agencyState([agent.uid], [harbor.uid])).toBe(after);
  });

  it('is accepted only by the invited address (403), signed in (401), with the right id and secret (404)', async () => {
    const [harbor, agent, other] = await Promise.all([agency('harbor'), person('agent', 'agent'), person('agent', 'other')]);
    const link = await invited(harbor, agent.email);
    const before = await agencyState([agent.uid, other.uid], [harbor.uid]);

    expect(await accept(link, other)).toMatchObject({ status: 403, body: { message: M.wrongEmail } });
    expect((await accept(link)).status).toBe(401);
    const wrongSecret = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [
      { id: link.id, token: wrongSecret },
      { id: 'no-such-invitation-0000', token: link.token },
    ]) {
      expect(await accept(wrong, agent)).toMatchObject({ status: 404, body: { message: M.invitationInvalid } });
      expect(await look(wrong.id, wrong.token)).toMatchObject({ status: 404, body: { message: M.invitationInvalid } });
    }
    expect(await agencyState([agent.uid, other.uid], [harbor.uid])).toBe(before);
    expect((await accept(link, agent)).status).toBe(200);
  });

  it('refuses an expired invitation (410) and shows it as expired', async () => {
    const [harbor, agent] = await Promise.all([agency('harbor'), person('agent', 'agent')]);
    const link = await invited(harbor, agent.email);
    await expire(link.id);
    const before = await agencyState([agent.uid], [harbor.uid]);

    expect((await look(link.id, link.token)).body).toMatchObject({ status: 'expired' });
    expect(await accept(link, agent)).toMatchObject({ status: 410, body: { message: M.invitationExpired } });
    expect(await agencyState([agent.uid], [harbor.uid])).toBe(before);
    // Still open in storage: a new invitation replaces it.
    expect((await read(`agencyInvitations/${link.id}`))?.status).toBe('open');
    expect((await accept(await invited(harbor, agent.email), agent)).status).toBe(200);
  });

  it('lets the agency withdraw an invitation (then 409), and keeps only the newest of two to one address working', async () => {
    const [harbor, agent, other] = await Promise.all([agency('harbor'), person('agent', 'agent'), person('agent', 'other')]);

    const first = await invited(harbor, agent.email);
    const second = await invited(harbor, agent.email);
    expect((await read(`agencyInvitations/${first.id}`))?.status).toBe('revoked');
    expect((await look(first.id, first.token)).body).toMatchObject({ status: 'revoked' });
    expect(await accept(first, agent)).toMatchObject({ status: 409, body: { message: M.invitationUsed } });
    expect((await mailTo(agent.email)).length).toBe(2);

    const withdrawn = await invited(harbor, other.email);
    expect(await withdraw(withdrawn.id, harbor.token)).toMatchObject({ status: 200, body: { acknowledged: true } });
    expect((await read(`agencyInvitations/${withdrawn.id}`))?.status).toBe('revoked');
    expect(await withdraw(withdrawn.id, harbor.token)).toMatchObject({ status: 409, body: { message: M.invitationUsed } });
    expect(await accept(withdrawn, other)).toMatchObject({ status: 409, body: { message: M.invitationUsed } });
    expect((await read(`users/${other.uid}`))?.agencyUid).toBeUndefined();

    expect((await accept(second, agent)).status).toBe(200);
    // An accepted invitation is no longer the agency's to withdraw.
    expect(await withdraw(second.id, harbor.token)).toMatchObject({ status: 409, body: { message: M.invitationUsed } });
    expect((await read(`agencies/${harbor.uid}`))?.agentCount).toBe(1);
  });

  it('lets only an approved agency invite or withdraw: buyers, agents, approved agents, admins and fraud 403, signed out 401', async () => {
    const [harbor, buyer, agent, approvedAgent, admin, fraud, newcomer] = await Promise.all([
      agency('harbor'),
      person('user', 'buyer'),
      person('agent', 'agent'),
      person('agent', 'approved'),
      person('admin', 'admin'),
      person('fraud', 'fraud'),
      person(null, 'newcomer'),
    ]);
    await db.doc(`users/${approvedAgent.uid}`).update({ accountType: 'agent' });
    // An agency marked fraud keeps its account type but loses its role.
    const suspended = await agency('suspended');
    await db.doc(`users/${suspended.uid}`).update({ roll: 'fraud' });
    const open = await invited(harbor, newcomer.email);
    const count = async () => (await db.collection('agencyInvitations').where('email', '==', 'someone.new@example.com').get()).size;

    for (const caller of [buyer, agent, approvedAgent, admin, fraud, newcomer, suspended]) {
      expect(await invite('someone.new@example.com', caller.token)).toMatchObject({ status: 403, body: { message: M.notAgency } });
      expect(await withdraw(open.id, caller.token)).toMatchObject({ status: 403, body: { message: M.notAgency } });
    }
    expect((await invite('someone.new@example.com')).status).toBe(401);
    expect((await withdraw(open.id)).status).toBe(401);
    expect(await count()).toBe(0);
    expect((await read(`agencyInvitations/${open.id}`))?.status).toBe('open');
  });

  it('refuses inviting the agency’s own address (400), any case', async () => {
    const harbor = await agency('harbor');
    for (const email of [harbor.email, harbor.email.toUpperCase(), ` ${harbor.email} `]) {
      expect(await invite(email, harbor.token)).toMatchObject({ status: 400, body: { message: M.inviteSelf } });
    }
    expect(await mailTo(harbor.email)).toEqual([]);
    expect((await db.collection('agencyInvitations').where('agencyUid', '==', harbor.uid).get()).size).toBe(0);
  });

  it('refuses an agency joining another agency (403): an agency inviting itself into another agency', async () => {
    const [harbor, brightside] = await Promise.all([agency('harbor'), agency('brightside')]);
    const link = await invited(harbor, brightside.email);
    const before = await agencyState([brightside.uid], [harbor.uid, brightside.uid]);

    expect(await accept(link, brightside)).toMatchObject({ status: 403, body: { message: M.agencyCannotJoin } });
    expect(await agencyState([brightside.uid], [harbor.uid, brightside.uid])).toBe(before);
  });

  it('refuses someone already in an agency (409) and a suspended account (403)', async () => {
    const [harbor, brightside, agent, fraud] = await Promise.all([agency('harbor'), agency('brightside'), person('agent', 'agent'), person('fraud', 'fraud')]);
    expect((await accept(await invited(harbor, agent.email), agent)).status).toBe(200);

    const poach = await invited(brightside, agent.email);
    const again = await invited(harbor, agent.email);
    const suspended = await invited(brightside, fraud.email);
    const invitations = await agencyState([agent.uid, fraud.uid], [harbor.uid, brightside.uid]);

    expect(await accept(poach, agent)).toMatchObject({ status: 409, body: { message: M.alreadyMember } });
    expect(await accept(again, agent)).toMatchObject({ status: 409, body: { message: M.alreadyMember } });
    expect(await accept(suspended, fraud)).toMatchObject({ status: 403, body: { message: M.suspended } });
    expect(await agencyState([agent.uid, fraud.uid], [harbor.uid, brightside.uid])).toBe(invitations);
    expect((await read(`agencies/${brightside.uid}`))?.agentCount).toBe(0);
  });

  it('answers 404 to another agency withdrawing an invitation, and to an unknown one', async () => {
    const [harbor, brightside, agent] = await Promise.all([agency('harbor'), agency('brightside'), person('agent', 'agent')]);
    const link = await invited(harbor, agent.email);

    for (const id of [link.id, 'no-such-invitation-0000', 'has.dot', '__name__']) {
      expect(await withdraw(id, brightside.token)).toMatchObject({ status: 404, body: { message: M.invitationInvalid } });
    }
    expect((await read(`agencyInvitations/${link.id}`))?.status).toBe('open');
    expect((await accept(link, agent)).status).toBe(200);
  });

  it(`refuses more than ${MAX_OPEN_INVITATIONS} open invitations (429), but replaces one to an address already invited`, async () => {
    const harbor = await agency('harbor');
    const addresses = Array.from({ length: MAX_OPEN_INVITATIONS }, (_, i) => `${harbor.uid}-invited-${i}@example.com`);
    // Sent earlier: written as invites leave them, without their mail.
    const batch = db.batch();
    for (const email of addresses) {
      const expiresAt = Timestamp.fromMillis(Date.now() + DAY_MS);
      batch.set(db.collection('agencyInvitations').doc(), { agencyUid: harbor.uid, agencyName: 'Harbor', email, tokenHash: '0'.repeat(64), status: 'open', createdAt: Timestamp.now(), expiresAt });
    }
    await batch.commit();

    expect(await invite(`${harbor.uid}-one-more@example.com`, harbor.token)).toMatchObject({ status: 429, body: { message: M.tooManyOpen } });
    expect(await mailTo(`${harbor.uid}-one-more@example.com`)).toEqual([]);
    expect((await invite(addresses[0], harbor.token)).status).toBe(201);
    const open = await db.collection('agencyInvitations').where('agencyUid', '==', harbor.uid).where('status', '==', 'open').get();
    expect(open.size).toBe(MAX_OPEN_INVITATIONS);
  });

  it('takes exactly its bodies and queries: unknown fields, bad addresses and malformed secrets refused, nothing written', async () => {
    const [harbor, agent] = await Promise.all([agency('harbor'), person('agent', 'agent')]);
    const link = await invited(harbor, agent.email);
    const before = await agencyState([agent.uid], [harbor.uid]);

    const inviteBodies: [unknown, string][] = [
      [{ email: agent.email, agencyUid: 'someone-else' }, 'unknown field(s) agencyUid'],
      [{ email: agent.email, status: 'accepted' }, 'unknown field(s) status'],
      [{}, 'email is required'],
      [{ email: '' }, MESSAGES.auth.emailRequired],
      [{ email: 'not an address' }, MESSAGES.auth.emailInvalid],
      [{ email: `${'x'.repeat(300)}@example.com` }, 'email'],
      [{ email: 42 }, 'email'],
      [{ email: [agent.email] }, 'email'],
      [[{ email: agent.email }], 'Invalid request'],
    ];
    for (const [body, words] of inviteBodies) {
      const answer = await call({ method: 'POST', path: '/agency/invitations', body }, harbor.token);
      expect({ body, status: answer.status, answer: answer.body }).toEqual({ body, status: 400, answer: { message: expect.stringContaining(words) } });
    }

    const acceptBodies: unknown[] = [
      { token: link.token, email: agent.email },
      { token: link.token, agencyUid: harbor.uid },
      {},
      { token: '' },
      { token: `${link.token}x` },
      { token: 42 },
      [link.token],
    ];
    for (const body of acceptBodies) {
      const answer = await call({ method: 'POST', path: `/agency/invitations/${link.id}/accept`, body }, agent.token);
      expect({ body, status: answer.status, answer: answer.body }).toEqual({ body, status: 400, answer: { message: M.invitationInvalid } });
    }

    const queries = ['', '?token=', `?token=${link.token}&email=${agent.email}`, `?token=${link.token}x`, `?token[]=${link.token}`, `?token=${link.token}&token=${link.token}`];
    for (const query of queries) {
      expect(await call({ method: 'GET', path: `/agency/invitations/${link.id}${query}` })).toMatchObject({ status: 404, body: { message: M.invitationInvalid } });
    }
    for (const id of ['has.dot', '__name__', 'a'.repeat(129)]) {
      expect(await look(id, link.token)).toMatchObject({ status: 404, body: { message: M.invitationInvalid } });
      expect(await accept({ id, token: link.token }, agent)).toMatchObject({ status: 404, body: { message: M.invitationInvalid } });
    }
    expect(await agencyState([agent.uid], [harbor.uid])).toBe(before);
    expect((await look(link.id, link.token)).body).toMatchObject({ status: 'open' });
  });
});
