import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { APPLICATION_LIMITS as LIMITS, MAX_APPLICATION_SUBMISSIONS, PHONE_PATTERN } from '../../../domain/src/applications';
import { FOREIGN_ADDRESS_SAMPLES, INTAKE_ADDRESS_SAMPLES } from '../../../domain/src/image-address-samples';
import { BLANK_SAMPLES } from '../../../domain/src/text';
import { IDENTITIES, type Actor, type SignedInActor } from '../matrix/actors';
import { AGENT_CONTENT, APPLICANT, DECISION, applicationDecisionsPath, applicationWrite, companyContent, decisionOf, storedApplication } from '../matrix/applications';
import { day } from '../matrix/listings';
import { REQUEST_TIME, newProperty, newUser } from '../matrix/payloads';
import type { Attempt, DocData } from '../matrix/types';
import { dbWithClaims, FIRESTORE_RULES } from '../support/env';
import { allowed, denied } from '../support/expect-case';
import { perform } from '../support/operations';
import { seed, worldLeftUntouched } from '../support/seed';
import { toFirestoreDoc } from '../support/values';

const { user, otherUser, agent, admin } = IDENTITIES;
type Write = Extract<Attempt<Actor>, { operation: 'create' | 'update' }>;

/** The actor writes their own application (a create when they have none, else an overwrite the update rule judges). */
const apply = (actor: Actor, data: DocData, docId = IDENTITIES[actor === 'signedOut' ? 'otherUser' : actor].uid): Write => ({ actor, collection: 'applications', operation: 'create', docId, data });
/** The user sends their rejected application again (its decision left as stored). */
const resend = (overrides: DocData = {}, actor: Actor = 'user', docId = user.uid): Write => ({
  actor,
  collection: 'applications',
  operation: 'update',
  docId,
  data: applicationWrite('user', { submissions: 2, ...overrides }),
});
/** The user's stored application, replaced for one test. */
const storeUsers = (env: RulesTestEnvironment, status: string, overrides: DocData = {}) =>
  seed(env, [{ collection: 'applications', id: user.uid, data: storedApplication(user, status, day(10), { decision: decisionOf('rejected', day(6)), ...overrides }) }]);

/**
 * The other user's application written again and again as a draft, each attempt naming the next
 * submission: refusals leave the count, each accepted write adds one (at most 20 in a test).
 */
function drafts(env: () => RulesTestEnvironment) {
  let sent = 0;
  const next = (overrides: DocData): Write => apply('otherUser', applicationWrite('otherUser', { status: 'draft', submissions: sent + 1, ...overrides }));
  return {
    refuse: (overrides: DocData) => denied(env(), next(overrides)),
    take: async (overrides: DocData) => {
      await allowed(env(), next(overrides));
      sent += 1;
    },
  };
}

/** Whether a write was refused by the rules (anything else fails the test). */
async function refused(attempt: Promise<unknown>): Promise<boolean> {
  try {
    await attempt;
    return false;
  } catch (error) {
    // As assertFails tells a refusal (the client's error class may come from another copy of the SDK).
    const code = (error as { code?: unknown }).code;
    if (code === 'permission-denied' || code === 'PERMISSION_DENIED') return true;
    throw error;
  }
}

const long = (length: number): string => 'x'.repeat(length);
/** Phone numbers as the domain judges them: its pattern, within its length. */
const domainTakesPhone = (phone: string): boolean => new RegExp(PHONE_PATTERN).test(phone) && phone.length <= LIMITS.phone;
const PHONES_TAKEN = ['12345', '+1 (212) 555-0100', '020 7946 0958', long(LIMITS.phone).replace(/x/g, '1'), `+${'1'.repeat(LIMITS.phone - 1)}`];
const PHONES_REFUSED = [
  '',
  'call me',
  '1234',
  '+',
  '(212) 555-0100',
  '212 555 0100 ext',
  '212.555.0100',
  '+1 212 555 0100\n',
  '1\u00A0212 555 0100',
  '\uFF11\uFF12\uFF13\uFF14\uFF15',
  '1'.repeat(LIMITS.phone + 1),
  `+${'1'.repeat(LIMITS.phone)}`,
];

/**
 * Professional applications (docs/accounts.md "Rules"): a buyer writes their own application as a draft
 * or, with a verified e-mail address, pending; one more submission each time, at most 20, never while
 * pending or approved; never a decision, an approval, an account type or a role. Each refusal beside
 * the allowed write that makes it meaningful.
 */
export function applicationsSuite(env: () => RulesTestEnvironment): void {
  describe('applications', () => {
    describe("writing one's own approval", () => {
      it('denies an applicant creating their application approved or rejected, or with a decision', async () => {
        for (const status of ['approved', 'rejected', 'verified']) await denied(env(), apply('otherUser', applicationWrite('otherUser', { status })));
        await denied(env(), apply('otherUser', applicationWrite('otherUser', { decision: decisionOf('approved', REQUEST_TIME) })));
        await denied(env(), apply('otherUser', applicationWrite('otherUser', { status: 'approved', decision: decisionOf('approved', REQUEST_TIME) })));
        await allowed(env(), apply('otherUser', applicationWrite('otherUser')));
      });

      it('denies an applicant approving their rejected application, or changing or removing its decision', async () => {
        await denied(env(), resend({ status: 'approved' }));
        await denied(env(), resend({ status: 'rejected' }));
        await denied(env(), resend({ decision: decisionOf('approved', REQUEST_TIME) }));
        await denied(env(), resend({ decision: { ...decisionOf('rejected', day(6)), reason: '' } }));
        await denied(env(), resend({ status: 'approved', decision: decisionOf('approved', REQUEST_TIME) }));
        const ref = doc(dbWithClaims(env(), 'user', { email_verified: true }), 'applications', user.uid);
        await assertFails(updateDoc(ref, { ...toFirestoreDoc(applicationWrite('user', { submissions: 2 })), decision: deleteField() }));
        // A whole document without the decision is refused too: the web app updates, leaving it as stored.
        await assertFails(setDoc(ref, toFirestoreDoc(applicationWrite('user', { submissions: 2 }))));
        await allowed(env(), resend());
      });

      it('denies a person writing their own account type, last decision or role (they may change their name)', async () => {
        const lastDecision = { ...decisionOf('approved', REQUEST_TIME), type: 'agency', companyName: 'Mine' };
        const ownUpdate = (actor: SignedInActor, data: DocData): Write => ({ actor, collection: 'users', operation: 'update', docId: IDENTITIES[actor].uid, data });
        const writes: DocData[] = [{ accountType: 'agent' }, { lastDecision }, { roll: 'agent' }, { roll: 'agent', accountType: 'agent', lastDecision }, { name: 'Me', accountType: 'agency' }];
        for (const data of writes) {
          await denied(env(), ownUpdate('user', data));
        }
        await denied(env(), ownUpdate('agent', { accountType: 'agency' }));
        await denied(env(), ownUpdate('agent', { lastDecision }));
        await denied(env(), { actor: 'newcomer', collection: 'users', operation: 'create', docId: IDENTITIES.newcomer.uid, data: newUser('newcomer', { accountType: 'agent' }) });
        await denied(env(), { actor: 'newcomer', collection: 'users', operation: 'create', docId: IDENTITIES.newcomer.uid, data: newUser('newcomer', { lastDecision }) });
        await allowed(env(), ownUpdate('user', { name: 'Me' }));
      });

      it('denies an admin giving an account type or a last decision with a role change (the role alone is theirs)', async () => {
        const promote = (data: DocData): Write => ({ actor: 'admin', collection: 'users', operation: 'update', docId: user.uid, data: { roll: 'agent', ...data } });
        await denied(env(), promote({ accountType: 'agent' }));
        await denied(env(), promote({ lastDecision: { ...decisionOf('approved', REQUEST_TIME), type: 'agent', companyName: '' } }));
        await allowed(env(), promote({}));
      });
    });

    describe('approving someone else', () => {
      it('denies an agent, another user or an admin approving an application, or writing a decision', async () => {
        const approve = (actor: Actor, docId: string): Write => ({
          actor,
          collection: 'applications',
          operation: 'update',
          docId,
          data: { status: 'approved', decision: decisionOf('approved', REQUEST_TIME) },
        });
        const record = (actor: Actor, uid: string): Write => ({
          actor,
          collection: applicationDecisionsPath(uid),
          operation: 'create',
          data: { ...decisionOf('approved', REQUEST_TIME), byUid: IDENTITIES[actor === 'signedOut' ? 'agent' : actor].uid, type: 'agent', companyName: '' },
        });
        for (const actor of ['agent', 'otherAgent', 'otherUser', 'admin'] as const) {
          await denied(env(), approve(actor, APPLICANT.waiting));
          await denied(env(), approve(actor, user.uid));
          await denied(env(), record(actor, APPLICANT.waiting));
          await denied(env(), record(actor, user.uid));
        }
        // Nor the applicant, on their own.
        await denied(env(), record('user', user.uid));
        await denied(env(), {
          actor: 'agent',
          collection: applicationDecisionsPath(agent.uid),
          operation: 'create',
          docId: 'decision-forged',
          data: { ...decisionOf('approved', REQUEST_TIME), type: 'agency', companyName: 'Mine' },
        });
        await denied(env(), { actor: 'user', collection: applicationDecisionsPath(user.uid), operation: 'update', docId: DECISION.rejected, data: { outcome: 'approved' } });
        await allowed(env(), { actor: 'admin', collection: 'applications', operation: 'get', docId: APPLICANT.waiting });
        worldLeftUntouched();
      });

      it("denies another person sending or editing someone's application (their own is theirs)", async () => {
        for (const actor of ['otherUser', 'agent', 'admin'] as const) await denied(env(), resend({}, actor));
        await denied(env(), apply('user', applicationWrite('user'), otherUser.uid));
        await denied(env(), apply('user', applicationWrite('otherUser'), otherUser.uid));
        await denied(env(), apply('admin', applicationWrite('otherUser'), otherUser.uid));
        await allowed(env(), apply('otherUser', applicationWrite('otherUser')));
      });
    });

    describe('sent a thousand times', () => {
      it('allows each write ONLY one more submission than the last', async () => {
        for (const submissions of [1, 3, 0, -1, 1.5, 100, '2', null]) await denied(env(), resend({ submissions }));
        const { submissions: _submissions, ...withoutCount } = applicationWrite('user', { submissions: 2 });
        await denied(env(), { ...resend(), data: withoutCount });
        for (const submissions of [0, 2, -1, '1']) await denied(env(), apply('otherUser', applicationWrite('otherUser', { submissions })));
        await allowed(env(), resend({ submissions: 2 }));
      });

      it("denies every write while the application is pending or approved, the applicant's included", async () => {
        for (const status of ['pending', 'approved']) {
          await storeUsers(env(), status, { submissions: 3 });
          const writes: DocData[] = [{}, { status: 'draft' }, { status: 'pending' }, { type: 'agency', companyName: 'Hudson Realty', agencyName: '' }];
          for (const overrides of writes) {
            await denied(env(), resend({ submissions: 4, ...overrides }));
          }
          await denied(env(), resend({ submissions: 1 }));
        }
        await storeUsers(env(), 'rejected', { submissions: 3 });
        await allowed(env(), resend({ submissions: 4 }));
      });

      it(`allows at most ${MAX_APPLICATION_SUBMISSIONS} writes`, async () => {
        await storeUsers(env(), 'rejected', { submissions: MAX_APPLICATION_SUBMISSIONS });
        await denied(env(), resend({ submissions: MAX_APPLICATION_SUBMISSIONS + 1 }));
        await denied(env(), resend({ submissions: MAX_APPLICATION_SUBMISSIONS + 1, status: 'draft' }));
        await storeUsers(env(), 'rejected', { submissions: MAX_APPLICATION_SUBMISSIONS - 1 });
        await allowed(env(), resend({ submissions: MAX_APPLICATION_SUBMISSIONS }));
      });

      it(`stops a loop of a thousand drafts at the ${MAX_APPLICATION_SUBMISSIONS}th, for good`, async () => {
        const write = (submissions: number, status = 'draft') =>
          perform(env(), { ...apply('otherUser', applicationWrite('otherUser', { status, submissions })), expected: 'allow', policy: '' } as Parameters<typeof perform>[1]);
        let written = 0;
        for (let submissions = 1; submissions <= 1000; submissions += 1) {
          if (await refused(write(submissions))) break;
          written = submissions;
        }
        expect(written).toBe(MAX_APPLICATION_SUBMISSIONS);
        // Nothing goes through afterwards: not the next count, not starting again, not sending it.
        for (const submissions of [MAX_APPLICATION_SUBMISSIONS + 1, MAX_APPLICATION_SUBMISSIONS, 1, 1000]) expect(await refused(write(submissions))).toBe(true);
        expect(await refused(write(MAX_APPLICATION_SUBMISSIONS + 1, 'pending'))).toBe(true);
      });
    });

    describe('pending needs a verified e-mail address', () => {
      const write = (claims: Readonly<Record<string, unknown>>, data: DocData, update = false) => {
        const ref = doc(dbWithClaims(env(), 'otherUser', claims), 'applications', otherUser.uid);
        return update ? updateDoc(ref, toFirestoreDoc(data)) : setDoc(ref, toFirestoreDoc(data));
      };

      it('denies pending to an unverified address (a draft is kept), until the address is verified', async () => {
        const unverified = { email_verified: false };
        await assertFails(write(unverified, applicationWrite('otherUser')));
        await assertSucceeds(write(unverified, applicationWrite('otherUser', { status: 'draft' })));
        await assertFails(write(unverified, applicationWrite('otherUser', { submissions: 2 }), true));
        await assertSucceeds(write(unverified, applicationWrite('otherUser', { status: 'draft', submissions: 2 }), true));
        await assertSucceeds(write({ email_verified: true }, applicationWrite('otherUser', { submissions: 3 }), true));
      });

      it('denies pending to a token without the claim (a draft is kept)', async () => {
        await assertFails(write({}, applicationWrite('otherUser')));
        await assertFails(write({ email_verified: 'true' }, applicationWrite('otherUser')));
        await assertSucceeds(write({}, applicationWrite('otherUser', { status: 'draft' })));
      });

      it('denies a rejected applicant sending it again unverified (a draft is kept)', async () => {
        const ref = doc(dbWithClaims(env(), 'user', { email_verified: false }), 'applications', user.uid);
        await assertFails(updateDoc(ref, toFirestoreDoc(applicationWrite('user', { submissions: 2 }))));
        await assertSucceeds(updateDoc(ref, toFirestoreDoc(applicationWrite('user', { status: 'draft', submissions: 2 }))));
      });
    });

    describe('who applies', () => {
      it("denies an application in another person's name or e-mail address", async () => {
        const forged: DocData[] = [{ name: user.name }, { name: '' }, { email: user.email }, { email: 'someone@example.com' }];
        for (const overrides of forged) {
          await denied(env(), apply('otherUser', applicationWrite('otherUser', overrides)));
        }
        await allowed(env(), apply('otherUser', applicationWrite('otherUser')));
      });

      it('denies agents, admins, fraud users and a newcomer applying (only a buyer applies)', async () => {
        for (const actor of ['agent', 'otherAgent', 'admin', 'fraud', 'newcomer'] as const) {
          await denied(env(), apply(actor, applicationWrite(actor)));
          await denied(env(), apply(actor, applicationWrite(actor, { status: 'draft' })));
        }
        await denied(env(), apply('signedOut', applicationWrite('otherUser')));
        await allowed(env(), apply('otherUser', applicationWrite('otherUser')));
      });

      it('denies deleting an application, its applicant and admins included', async () => {
        for (const actor of ['user', 'admin', 'otherAdmin', 'agent'] as const) await denied(env(), { actor, collection: 'applications', operation: 'delete', docId: user.uid });
        await denied(env(), { actor: 'admin', collection: 'applications', operation: 'delete', docId: APPLICANT.waiting });
        await denied(env(), { actor: 'user', collection: applicationDecisionsPath(user.uid), operation: 'delete', docId: DECISION.rejected });
        await allowed(env(), apply('otherUser', applicationWrite('otherUser')));
        await denied(env(), { actor: 'otherUser', collection: 'applications', operation: 'delete', docId: otherUser.uid });
      });

      it('denies a pending account creating a listing (only role agent may)', async () => {
        await storeUsers(env(), 'pending');
        await denied(env(), { actor: 'user', collection: 'properties', operation: 'create', data: newProperty('user') });
        await allowed(env(), apply('otherUser', applicationWrite('otherUser')));
        await denied(env(), { actor: 'otherUser', collection: 'properties', operation: 'create', data: newProperty('otherUser') });
        await allowed(env(), { actor: 'agent', collection: 'properties', operation: 'create', data: newProperty('agent') });
      });
    });

    describe('content', () => {
      it('allows each type: an agent with or without an agency, a developer and an agency naming their company', async () => {
        const next = drafts(env);
        await next.take({});
        await next.take({ agencyName: '' });
        await next.take({ companyName: 'Solo Homes' });
        await next.take(companyContent('developer'));
        await next.take(companyContent('agency'));
        for (const type of ['buyer', 'admin', 'Agent', '', 7]) await next.refuse({ type });
      });

      for (const field of ['licence', 'bio'] as const) {
        it(`refuses a ${field} empty or made only of invisible characters, and takes a visible one`, async () => {
          const next = drafts(env);
          for (const blank of ['', ...BLANK_SAMPLES]) await next.refuse({ [field]: blank });
          await next.refuse({ [field]: 42 });
          await next.take({ [field]: '\u00A0Visible\u200B' });
        });
      }

      it('refuses a developer or an agency without its company name, and an invisible one', async () => {
        const next = drafts(env);
        for (const type of ['developer', 'agency'] as const) {
          for (const blank of ['', ...BLANK_SAMPLES]) await next.refuse(companyContent(type, blank));
          await next.take(companyContent(type, '\u3000Hudson'));
        }
      });

      it("refuses an agent's company or agency name made only of invisible characters (empty is none)", async () => {
        const next = drafts(env);
        for (const blank of BLANK_SAMPLES) {
          await next.refuse({ companyName: blank });
          await next.refuse({ agencyName: blank });
        }
        await next.take({ companyName: '', agencyName: '' });
      });

      it('refuses an agency name on a developer or an agency (only an agent names one)', async () => {
        const next = drafts(env);
        await next.refuse({ ...companyContent('developer'), agencyName: 'Brooklyn Homes' });
        await next.refuse({ ...companyContent('agency'), agencyName: 'Brooklyn Homes' });
        await next.take({ ...companyContent('agency'), agencyName: '' });
      });

      it("holds the domain's phone pattern, and judges each phone number as the domain does", async () => {
        expect(FIRESTORE_RULES).toContain(`function phonePattern() { return '${PHONE_PATTERN}'; }`);
        for (const phone of PHONES_TAKEN) expect(domainTakesPhone(phone), phone).toBe(true);
        for (const phone of PHONES_REFUSED) expect(domainTakesPhone(phone), JSON.stringify(phone)).toBe(false);
        const next = drafts(env);
        for (const phone of PHONES_REFUSED) await next.refuse({ phone });
        await next.refuse({ phone: 2125550100 });
        for (const phone of PHONES_TAKEN) await next.take({ phone });
      });

      it(`allows texts up to their limits (company ${LIMITS.companyName}, agency ${LIMITS.agencyName}, licence ${LIMITS.licence}, bio ${LIMITS.bio}), not one more`, async () => {
        const next = drafts(env);
        const bounded = [
          ['licence', {}],
          ['bio', {}],
          ['agencyName', {}],
          ['companyName', {}],
          ['companyName', companyContent('developer')],
        ] as const;
        for (const [field, base] of bounded) {
          await next.refuse({ ...base, [field]: long(LIMITS[field] + 1) });
          await next.take({ ...base, [field]: long(LIMITS[field]) });
        }
      });

      it("refuses a logo that is not an uploaded picture's address, and takes none or any intake address", async () => {
        const next = drafts(env);
        for (const [, address] of FOREIGN_ADDRESS_SAMPLES.filter(([, address]) => address !== '')) await next.refuse({ logo: address });
        await next.refuse({ logo: 'https://img.example.com/logo.png' });
        await next.take({ logo: '' });
        for (const [, address] of INTAKE_ADDRESS_SAMPLES) await next.take({ logo: address });
      });

      it('refuses an extra field, a missing one, and a time other than now', async () => {
        const next = drafts(env);
        const extras: DocData[] = [{ roll: 'agent' }, { accountType: 'agent' }, { approvedAt: REQUEST_TIME }, { uid: otherUser.uid }, { decidedBy: admin.uid }];
        for (const extra of extras) await next.refuse(extra);
        await next.refuse({ submittedAt: day(1) });
        const full = applicationWrite('otherUser', { status: 'draft' });
        for (const field of [...Object.keys(AGENT_CONTENT), 'name', 'email', 'status', 'submittedAt']) {
          const { [field]: _dropped, ...without } = full;
          await denied(env(), apply('otherUser', without));
        }
        await next.take({});
      });
    });
  });
}
