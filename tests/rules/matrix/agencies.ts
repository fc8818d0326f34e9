import { INVITATION_DAYS, type AgencyAgentDoc, type AgencyDoc, type InvitationDoc } from '../../../domain/src/agencies';
import { agencyAgentsPath } from '../../../domain/src/queries/agencies';
import type { AgencyAgentsPath } from '../../../domain/src/queries/query-spec';
import { IDENTITIES } from './actors';
import { OWN_AGENCY_NAME, day } from './listings';
import type { DocData, FixedTime } from './types';

/**
 * Agencies in the rules' world (docs/accounts.md "Agencies"): public profiles and their agents, and
 * the invitations only the agency that sent them and admins read. Functions write all of them (the
 * facade's invitations, acceptance and removals), and `users/{uid}.agencyUid` with them.
 */

/** The matrix's agency (the other agent, approved as an agency: applications.ts) and one outside the matrix. */
export const AGENCY = { own: IDENTITIES.otherAgent.uid, other: 'agency-9' } as const;

/** Agents of the two agencies: people outside the matrix (the matrix's agent belongs to none). */
export const MEMBER = { first: 'member-1', latest: 'member-2', ofOther: 'member-3' } as const;

/** Invitation ids (auto ids when the facade writes them). */
export const INVITATION = {
  /** Open, to the other user: the invited person of the matrix. */
  open: 'invitation-open',
  /** Open, newer, to someone outside the matrix. */
  openNewer: 'invitation-open-newer',
  accepted: 'invitation-accepted',
  revoked: 'invitation-revoked',
  /** The other agency's, open, to the user. */
  ofOther: 'invitation-of-other',
} as const;

export { agencyAgentsPath };

/** An agency's public profile. */
function agencyDoc(name: string, agentCount: number, createdAt: FixedTime): DocData {
  return { name, logo: '', bio: `${name} sells homes in New York.`, agentCount, createdAt } satisfies AgencyDoc<FixedTime>;
}

/** An agent's entry in an agency. */
export function agentEntry(uid: string, joinedAt: FixedTime): DocData {
  return { name: `Name of ${uid}`, image: `https://img.example.com/${uid}.png`, joinedAt } satisfies AgencyAgentDoc<FixedTime>;
}

/** A stored invitation of `agencyUid` to `email`, sent on day `sent` (its link works 7 days); its secret's hash is a made-up one. */
export function invitationDoc(agencyUid: string, agencyName: string, email: string, sent: number, overrides: Partial<InvitationDoc<FixedTime>> = {}): DocData {
  return {
    agencyUid,
    agencyName,
    email,
    tokenHash: `sha256-of-a-secret-of-${agencyUid}-to-${email}`,
    status: 'open',
    createdAt: day(sent),
    expiresAt: day(sent + INVITATION_DAYS),
    ...overrides,
  } satisfies InvitationDoc<FixedTime>;
}

const OWN_NAME = OWN_AGENCY_NAME;
const OTHER_NAME = 'Harbor Homes';

/**
 * Two agencies: the other agent's, with two agents (the latest joined through the accepted invitation)
 * and four invitations (two open, one accepted, one revoked); one outside the matrix, with an agent
 * and an open invitation to the user.
 */
export const AGENCY_WORLD: Readonly<Record<'agencies' | 'agencyInvitations' | AgencyAgentsPath, Readonly<Record<string, DocData>>>> = {
  agencies: {
    [AGENCY.own]: agencyDoc(OWN_NAME, 2, day(4)),
    [AGENCY.other]: agencyDoc(OTHER_NAME, 1, day(2)),
  },
  [agencyAgentsPath(AGENCY.own)]: {
    [MEMBER.first]: agentEntry(MEMBER.first, day(5)),
    [MEMBER.latest]: agentEntry(MEMBER.latest, day(6)),
  },
  [agencyAgentsPath(AGENCY.other)]: {
    [MEMBER.ofOther]: agentEntry(MEMBER.ofOther, day(3)),
  },
  agencyInvitations: {
    [INVITATION.open]: invitationDoc(AGENCY.own, OWN_NAME, IDENTITIES.otherUser.email, 7),
    [INVITATION.openNewer]: invitationDoc(AGENCY.own, OWN_NAME, 'someone@example.com', 8),
    [INVITATION.accepted]: invitationDoc(AGENCY.own, OWN_NAME, `${MEMBER.latest}@example.com`, 5, { status: 'accepted', acceptedBy: MEMBER.latest, acceptedAt: day(6) }),
    [INVITATION.revoked]: invitationDoc(AGENCY.own, OWN_NAME, 'changed-mind@example.com', 6, { status: 'revoked' }),
    [INVITATION.ofOther]: invitationDoc(AGENCY.other, OTHER_NAME, IDENTITIES.user.email, 7),
  },
};
