import type { ProfessionalType } from '../../../domain/src/applications';
import { applicationDecisionsPath } from '../../../domain/src/queries/applications';
import type { ApplicationDecisionsPath } from '../../../domain/src/queries/query-spec';
import { IDENTITIES, type Identity, type SignedInActor } from './actors';
import { day } from './listings';
import { REQUEST_TIME } from './payloads';
import type { DocData, FixedTime, RequestTime } from './types';

/**
 * Professional applications in the rules' world (docs/accounts.md): the applicant writes
 * `applications/{uid}` as a draft or pending; decisions (the approved or rejected status, `decision`,
 * `decisions/`, the account's `accountType` and `lastDecision`) are the facade's alone.
 */

/** Applicants who are no actor of the matrix: two applications waiting in the admins' queue. */
export const APPLICANT = { waiting: 'applicant-1', waitingLonger: 'applicant-2' } as const;

/** Decision ids (auto ids when the facade writes them). */
export const DECISION = { rejected: 'decision-rejected', approvedAgent: 'decision-agent', approvedAgency: 'decision-agency' } as const;

export { applicationDecisionsPath };

/** An agent's content, every field valid (docs/accounts.md "Applying"). */
export const AGENT_CONTENT = {
  type: 'agent',
  companyName: '',
  agencyName: 'Brooklyn Homes',
  licence: 'NY-10203040',
  phone: '+1 (212) 555-0100',
  bio: 'Ten years selling homes in Brooklyn.',
  logo: '',
} as const satisfies DocData;

/** A developer's or an agency's content: the company named, no agency. */
export function companyContent(type: Exclude<ProfessionalType, 'agent'>, companyName = 'Hudson Builders'): DocData {
  return { ...AGENT_CONTENT, type, companyName, agencyName: '' };
}

/** A decision as the facade writes it, by the world's admin. */
export function decisionOf(outcome: 'approved' | 'rejected', at: FixedTime | RequestTime, reason = outcome === 'rejected' ? 'The licence number could not be found.' : ''): DocData {
  return { outcome, reason, byUid: IDENTITIES.admin.uid, byName: IDENTITIES.admin.name, at };
}

/** A stored application of `who`. */
export function storedApplication(who: Identity, status: string, submittedAt: FixedTime, overrides: DocData = {}): DocData {
  return { ...AGENT_CONTENT, name: who.name, email: who.email, status, submittedAt, submissions: 1, ...overrides };
}

/** What the application page writes for the actor: their content, name and e-mail, the time, `submissions` (the first by default). */
export function applicationWrite(actor: SignedInActor, overrides: DocData = {}): DocData {
  const who = IDENTITIES[actor];
  return { ...AGENT_CONTENT, name: who.name, email: who.email, status: 'pending', submittedAt: REQUEST_TIME, submissions: 1, ...overrides };
}

const applicant = (uid: string): Identity => ({ uid, email: `${uid}@example.com`, name: `Name of ${uid}`, roll: 'user' });
const agencyDecision = { ...decisionOf('approved', day(4)), type: 'agency', companyName: 'Hudson Realty' };

/**
 * The users fields an approval writes (functions only): the world's agent was approved as an agent,
 * the other agent as an agency; buyers and the rest have neither.
 */
export const APPROVED_ACCOUNTS: Readonly<Record<string, DocData>> = {
  [IDENTITIES.agent.uid]: { accountType: 'agent', lastDecision: { ...decisionOf('approved', day(3)), type: 'agent', companyName: '' } },
  [IDENTITIES.otherAgent.uid]: { accountType: 'agency', lastDecision: agencyDecision },
};

/**
 * The user's application, rejected (they may correct and send it again); the agent's and the other
 * agent's, approved (closed); two of people outside the matrix, pending (the queue, the longer
 * waiting first). The other user has none: they apply in the matrix.
 */
export const APPLICATION_WORLD: Readonly<Record<'applications' | ApplicationDecisionsPath, Readonly<Record<string, DocData>>>> = {
  applications: {
    [IDENTITIES.user.uid]: storedApplication(IDENTITIES.user, 'rejected', day(5), { decision: decisionOf('rejected', day(6)) }),
    [IDENTITIES.agent.uid]: storedApplication(IDENTITIES.agent, 'approved', day(2), { decision: decisionOf('approved', day(3)) }),
    [IDENTITIES.otherAgent.uid]: storedApplication(IDENTITIES.otherAgent, 'approved', day(3), { ...companyContent('agency', 'Hudson Realty'), decision: decisionOf('approved', day(4)) }),
    [APPLICANT.waiting]: storedApplication(applicant(APPLICANT.waiting), 'pending', day(9), companyContent('developer')),
    [APPLICANT.waitingLonger]: storedApplication(applicant(APPLICANT.waitingLonger), 'pending', day(7), { submissions: 2 }),
  },
  [applicationDecisionsPath(IDENTITIES.user.uid)]: {
    [DECISION.rejected]: { ...decisionOf('rejected', day(6)), type: 'agent', companyName: '' },
  },
  [applicationDecisionsPath(IDENTITIES.agent.uid)]: {
    [DECISION.approvedAgent]: { ...decisionOf('approved', day(3)), type: 'agent', companyName: '' },
  },
  [applicationDecisionsPath(IDENTITIES.otherAgent.uid)]: {
    [DECISION.approvedAgency]: agencyDecision,
  },
};
