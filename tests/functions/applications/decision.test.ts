import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { ApplicationOutcome } from '@homehaven/domain/applications';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { auth, db } from '../facade/support/admin';
import { call, type FacadeAnswer } from '../facade/support/api';
import { member, useCast } from '../facade/support/cast';
import type { Account } from '../facade/support/run';
import { apply as sendApplication } from './support';

const HOSTILE_COMPANY = 'Harbor <script>alert(1)</script> & Pine';
const HOSTILE_REASON = 'Licence <script>alert("x")</script> not on the register & unsigned';

/** An application with a hostile company name (its e-mails must escape it). */
const apply = (account: Account, overrides: Parameters<typeof sendApplication>[1] = {}) => sendApplication(account, { companyName: HOSTILE_COMPANY, ...overrides });

/** POST /applications/{uid}/decision as `token`'s owner. */
function decide(uid: string, body: unknown, token?: string): Promise<FacadeAnswer> {
  return call({ method: 'POST', path: `/applications/${uid}/decision`, body }, token);
}

const read = async (path: string): Promise<DocumentData | undefined> => (await db.doc(path).get()).data();
const decisionsOf = async (uid: string): Promise<DocumentData[]> => (await db.collection(`applications/${uid}/decisions`).get()).docs.map((doc) => doc.data());
const noticesOf = async (uid: string): Promise<DocumentData[]> => (await db.collection('notifications').where('userUid', '==', uid).get()).docs.map((doc) => doc.data());
const mailTo = async (email: string): Promise<DocumentData[]> => (await db.collection('mail').where('to', '==', email).get()).docs.map((doc) => doc.data());

/** What a decision writes for an applicant: application, decisions, users document, notifications, mail. */
async function stateOf(account: Account): Promise<string> {
  const parts = await Promise.all([read(`applications/${account.uid}`), decisionsOf(account.uid), read(`users/${account.uid}`), noticesOf(account.uid), mailTo(account.email)]);
  return JSON.stringify(parts, (key, value: unknown) => (key === 'searchKeys' ? undefined : value instanceof Timestamp ? value.toMillis() : value));
}

/**
 * An admin's decision on a professional application (docs/facade.md "Professional applications"):
 * POST /applications/{uid}/decision over real HTTP, applications written as an applicant would have.
 */
describe('POST /applications/{uid}/decision', () => {
  const cast = useCast();
  /** Everyone this file made beyond the cast, for the clean-up. */
  const people: Account[] = [];
  let made = 0;
  /** A new person in `roll` (the cast's prefix, so their ids are this run's). */
  async function person(roll: 'user' | 'agent' | 'admin' | 'fraud'): Promise<Account> {
    made += 1;
    const account = await member(cast().prefix, `applicant-${made}`, roll);
    people.push(account);
    return account;
  }
  afterAll(async () => {
    const all = [...people, cast().admin, cast().agent, cast().user, cast().otherUser];
    for (const account of all) {
      await db.recursiveDelete(db.doc(`applications/${account.uid}`));
      for (const doc of (await db.collection('notifications').where('userUid', '==', account.uid).get()).docs) await doc.ref.delete();
      for (const doc of (await db.collection('mail').where('to', '==', account.email).get()).docs) await doc.ref.delete();
    }
    await Promise.all(people.map((account) => db.doc(`users/${account.uid}`).delete()));
    await auth.deleteUsers(people.map((account) => account.uid));
  });

  it('approves: the buyer becomes an agent of the type applied as, decided once in the history, told on the bell and by an escaped e-mail', async () => {
    const applicant = await person('user');
    await apply(applicant);
    const { admin } = cast();

    expect(await decide(applicant.uid, { outcome: 'approved' }, admin.token)).toMatchObject({ status: 200, body: { acknowledged: true, status: 'approved' } });

    const decision = { outcome: 'approved', reason: '', byUid: admin.uid, byName: 'Name of admin', at: expect.any(Timestamp) };
    const user = await read(`users/${applicant.uid}`);
    expect(user).toMatchObject({ roll: 'agent', accountType: 'agency', lastDecision: { ...decision, type: 'agency', companyName: HOSTILE_COMPANY } });
    const application = await read(`applications/${applicant.uid}`);
    expect(application).toMatchObject({ status: 'approved', type: 'agency', submissions: 1 });
    // The application keeps the last decision alone; what was decided on lives in the history.
    expect(application?.decision).toEqual(decision);
    expect(await decisionsOf(applicant.uid)).toEqual([{ ...decision, type: 'agency', companyName: HOSTILE_COMPANY }]);
    expect(await noticesOf(applicant.uid)).toEqual([
      { userUid: applicant.uid, type: 'application', outcome: 'approved', applicationType: 'agency', reason: '', read: false, createdAt: expect.any(Timestamp) },
    ]);
    const mail = await mailTo(applicant.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.message).toMatchObject({ subject: M.noticeApproved, text: expect.stringContaining('Your application as agency is approved.') });
    expect(String(mail[0]?.message.html)).not.toMatch(/<script/i);
    // The role is read on every request: the applicant is an agent at once, no new token needed.
    expect((await call({ method: 'GET', path: `/user/roll/${encodeURIComponent(applicant.email)}` }, applicant.token)).body).toEqual({ roll: 'agent' });
  });

  it('rejects only with a reason, keeps the buyer a buyer and quotes the reason escaped in the e-mail', async () => {
    const applicant = await person('user');
    await apply(applicant, { type: 'developer', companyName: 'Okafor Homes' });
    const { admin } = cast();
    const before = await stateOf(applicant);

    for (const body of [{ outcome: 'rejected' }, { outcome: 'rejected', reason: '' }, { outcome: 'rejected', reason: ' \u00A0\u200B ' }]) {
      const refused = await decide(applicant.uid, body, admin.token);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: { message: expect.stringContaining(M.reasonRequired) } });
    }
    expect(await stateOf(applicant)).toBe(before);

    expect(await decide(applicant.uid, { outcome: 'rejected', reason: ` ${HOSTILE_REASON} ` }, admin.token)).toMatchObject({ status: 200, body: { status: 'rejected' } });
    const user = await read(`users/${applicant.uid}`);
    expect(user?.roll).toBe('user');
    expect(user?.accountType).toBeUndefined();
    expect(user?.lastDecision).toMatchObject({ outcome: 'rejected', reason: HOSTILE_REASON, type: 'developer', companyName: 'Okafor Homes' });
    expect(await read(`applications/${applicant.uid}`)).toMatchObject({ status: 'rejected', decision: { outcome: 'rejected', reason: HOSTILE_REASON } });
    expect(await decisionsOf(applicant.uid)).toHaveLength(1);
    expect(await noticesOf(applicant.uid)).toEqual([expect.objectContaining({ type: 'application', outcome: 'rejected', applicationType: 'developer', reason: HOSTILE_REASON })]);
    const [mail, ...more] = await mailTo(applicant.email);
    expect(more).toEqual([]);
    const html = String(mail?.message.html);
    expect(mail?.message.subject).toBe(M.noticeRejected);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Licence &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; not on the register &amp; unsigned');
    expect(mail?.message.text).toContain(`${M.reasonLabel}: ${HOSTILE_REASON}`);
  });

  it('decides only a pending application: a second decision and a draft answer 409', async () => {
    const [applicant, drafter] = await Promise.all([person('user'), person('user')]);
    await Promise.all([apply(applicant), apply(drafter, { status: 'draft' })]);
    const { admin } = cast();

    expect((await decide(applicant.uid, { outcome: 'approved' }, admin.token)).status).toBe(200);
    const after = await stateOf(applicant);
    for (const body of [{ outcome: 'approved' }, { outcome: 'rejected', reason: 'Changed my mind' }]) {
      expect(await decide(applicant.uid, body, admin.token)).toMatchObject({ status: 409, body: { message: M.notPending } });
    }
    expect(await stateOf(applicant)).toBe(after);

    const draft = await stateOf(drafter);
    expect(await decide(drafter.uid, { outcome: 'approved' }, admin.token)).toMatchObject({ status: 409, body: { message: M.notPending } });
    expect(await stateOf(drafter)).toBe(draft);
  });

  it('answers 404 for no application, 403 to anyone but an admin and to an admin on their own, 401 signed out', async () => {
    const applicant = await person('user');
    await Promise.all([apply(applicant), apply(cast().admin)]);
    const { admin, agent, user } = cast();
    const before = await stateOf(applicant);

    for (const uid of ['no-such-applicant-0000', user.uid, 'has.dot', '__name__']) {
      expect(await decide(uid, { outcome: 'approved' }, admin.token)).toMatchObject({ status: 404, body: { message: M.notFound } });
    }
    // An admin who applied as a buyer before being made one still may not decide their own.
    expect(await decide(admin.uid, { outcome: 'approved' }, admin.token)).toMatchObject({ status: 403, body: { message: M.ownApplication } });
    expect((await read(`applications/${admin.uid}`))?.status).toBe('pending');
    for (const token of [agent.token, user.token, applicant.token]) expect((await decide(applicant.uid, { outcome: 'approved' }, token)).status).toBe(403);
    expect((await decide(applicant.uid, { outcome: 'approved' })).status).toBe(401);
    expect(await stateOf(applicant)).toBe(before);
  });

  it('never approves a suspended account or an admin (409), but rejects them', async () => {
    const [fraud, otherAdmin] = await Promise.all([person('fraud'), person('admin')]);
    await Promise.all([apply(fraud), apply(otherAdmin)]);
    const { admin } = cast();

    for (const account of [fraud, otherAdmin]) {
      const before = await stateOf(account);
      expect(await decide(account.uid, { outcome: 'approved' }, admin.token)).toMatchObject({ status: 409, body: { message: M.cannotApprove } });
      expect(await stateOf(account)).toBe(before);
    }
    expect(await decide(fraud.uid, { outcome: 'rejected', reason: 'Suspended accounts cannot list.' }, admin.token)).toMatchObject({ status: 200 });
    expect(await read(`users/${fraud.uid}`)).toMatchObject({ roll: 'fraud', lastDecision: { outcome: 'rejected' } });
    expect((await read(`users/${fraud.uid}`))?.accountType).toBeUndefined();
    expect((await read(`applications/${fraud.uid}`))?.status).toBe('rejected');
  });

  it('takes exactly {outcome, reason?}: unknown fields and outcomes, and a reason too long, answer 400', async () => {
    const applicant = await person('user');
    await apply(applicant);
    const { admin } = cast();
    const before = await stateOf(applicant);
    const bodies: [unknown, string][] = [
      [{ outcome: 'approved', roll: 'admin' }, 'unknown field(s) roll'],
      [{ outcome: 'approved', status: 'approved' }, 'unknown field(s) status'],
      [{ outcome: 'maybe' }, 'outcome'],
      [{ outcome: 'pending' }, 'outcome'],
      [{ reason: 'No outcome' }, 'outcome'],
      [{}, 'outcome'],
      [{ outcome: 'rejected', reason: 'x'.repeat(501) }, M.reasonTooLong],
      [{ outcome: 'rejected', reason: 42 }, 'reason'],
      [[{ outcome: 'approved' }], 'Invalid request'],
    ];
    for (const [body, words] of bodies) {
      const answer = await decide(applicant.uid, body, admin.token);
      expect({ body, status: answer.status, answer: answer.body }).toEqual({ body, status: 400, answer: { message: expect.stringContaining(words) } });
    }
    expect(await stateOf(applicant)).toBe(before);
  });

  it('lets exactly one of two admins deciding at once succeed; the other hears 409', async () => {
    const [applicant, secondAdmin] = await Promise.all([person('user'), person('admin')]);
    await apply(applicant, { type: 'agent', companyName: '', agencyName: 'Lakeside Homes' });

    const answers = await Promise.all([
      decide(applicant.uid, { outcome: 'approved' }, cast().admin.token),
      decide(applicant.uid, { outcome: 'rejected', reason: 'The licence has expired.' }, secondAdmin.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)?.body as { status: ApplicationOutcome };
    const lost = answers.find((answer) => answer.status === 409);
    expect(lost?.body).toEqual({ message: M.notPending });

    // Everything the decision writes, once, and all of it the winner's.
    expect((await read(`applications/${applicant.uid}`))?.status).toBe(won.status);
    expect((await decisionsOf(applicant.uid)).map((decision) => decision.outcome)).toEqual([won.status]);
    expect((await noticesOf(applicant.uid)).map((notice) => notice.outcome)).toEqual([won.status]);
    expect(await mailTo(applicant.email)).toHaveLength(1);
    expect(await read(`users/${applicant.uid}`)).toMatchObject({ roll: won.status === 'approved' ? 'agent' : 'user', lastDecision: { outcome: won.status } });
  });

  it('DELETE /user/{id} removes the person’s application and its decisions', async () => {
    const applicant = await person('user');
    await apply(applicant);
    const { admin } = cast();
    expect((await decide(applicant.uid, { outcome: 'rejected', reason: 'Please add your licence.' }, admin.token)).status).toBe(200);
    expect(await decisionsOf(applicant.uid)).toHaveLength(1);

    expect(await call({ method: 'DELETE', path: `/user/${applicant.uid}` }, admin.token)).toMatchObject({ status: 200, body: { deletedCount: 1 } });
    expect((await db.doc(`applications/${applicant.uid}`).get()).exists).toBe(false);
    expect(await decisionsOf(applicant.uid)).toEqual([]);
    expect(await noticesOf(applicant.uid)).toEqual([]);
    // Gone from the clean-up's list: the deletion took the account too.
    people.splice(people.indexOf(applicant), 1);
  });
});
