/**
 * Agencies (docs/accounts.md "Agencies"): an approved agency's public profile, its agents, and the
 * invitations that bring them in.
 */

/** `agencies/{agencyUid}`: the agency's public profile, written by functions when its application is approved. */
export interface AgencyDoc<Time = unknown> {
  name: string;
  /** Its logo (an uploaded picture's address), or blank. */
  logo: string;
  bio: string;
  agentCount: number;
  createdAt: Time;
}

/** `agencies/{agencyUid}/agents/{agentUid}`: one of its agents, public (the agency page lists them). */
export interface AgencyAgentDoc<Time = unknown> {
  name: string;
  image: string;
  joinedAt: Time;
}

/** An invitation's life: open until accepted, revoked by the agency, or past its date. */
export const INVITATION_STATUSES = ['open', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * `agencyInvitations/{id}`: an agency's invitation to one e-mail address. Its link holds a secret of
 * which only a hash is stored; it works once, for that address, until `expiresAt`. Functions only
 * write it; the agency and admins read it.
 */
export interface InvitationDoc<Time = unknown> {
  agencyUid: string;
  agencyName: string;
  /** The address invited, lower-cased. */
  email: string;
  tokenHash: string;
  status: InvitationStatus;
  createdAt: Time;
  expiresAt: Time;
  acceptedBy?: string;
  acceptedAt?: Time;
}

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
/** Most invitations an agency may have open at once (a bound on what one account can send). */
export const MAX_OPEN_INVITATIONS = 50;

/** The words of agencies (our wording: docs/product.md has none). */
export const AGENCY_MESSAGES = {
  title: 'My agency',
  invite: 'Invite an agent',
  inviteEmail: 'Agent’s e-mail address',
  sendInvitation: 'Send invitation',
  invited: 'Invitation sent.',
  inviteFailed: 'The invitation could not be sent. Please try again.',
  openInvitations: 'Invitations waiting',
  noInvitations: 'No invitation is waiting.',
  revoke: 'Withdraw',
  revoked: 'Invitation withdrawn.',
  agents: 'Your agents',
  noAgents: 'No agent has joined yet.',
  noAgentsText: 'Invite agents by e-mail above: they show here once they accept.',
  remove: 'Remove from agency',
  removeTitle: 'Remove this agent from your agency?',
  removeText: 'Their listings stay theirs; they no longer show your agency.',
  removed: 'Agent removed from your agency.',
  removeFailed: 'The agent could not be removed. Please try again.',
  loadFailed: 'Your agency could not be loaded.',
  onlyAgencies: 'Only approved agencies have a team to run.',
  // The invitation's page.
  joinTitle: 'Join an agency',
  joinText: (agency: string) => `${agency} invites you to join as an agent.`,
  accept: 'Accept invitation',
  accepted: (agency: string) => `You joined ${agency}.`,
  signInAs: (email: string) => `This invitation is for ${email}. Sign in or register with that address to accept it.`,
  wrongAccount: (email: string) => `This invitation is for ${email}, not for the account you are signed in with.`,
  // The facade's refusals.
  notAgency: 'Only an approved agency can invite agents.',
  inviteSelf: 'You cannot invite your own address.',
  tooManyOpen: 'Too many invitations are waiting. Withdraw some before sending more.',
  alreadyMember: 'This person already belongs to an agency.',
  invitationInvalid: 'This invitation link is not valid. Ask the agency for a new one.',
  invitationUsed: 'This invitation has already been used or withdrawn.',
  invitationExpired: 'This invitation has expired. Ask the agency for a new one.',
  wrongEmail: 'This invitation is for another e-mail address.',
  agencyCannotJoin: 'An agency cannot join another agency.',
  suspended: 'Your account cannot join an agency.',
  notYourAgent: 'This agent is not in your agency.',
  // An agent's page in My agency.
  activity: 'Listings and offers',
  activityOf: (name: string) => `Listings and offers of ${name}`,
  activityText: 'Their listings in every status and the offers buyers made on them, live; the total of their sales.',
  listingsTab: 'Listings',
  offersTab: 'Offers',
  agentListings: 'Their listings',
  agentOffers: 'Offers on their listings',
  noAgentListings: 'No listing yet.',
  noAgentListingsText: 'Listings this agent adds show here, whatever their status.',
  noAgentOffers: 'No offer yet.',
  noAgentOffersText: 'Offers buyers make on this agent’s listings show here.',
  agentListingsFailed: 'Their listings could not be loaded.',
  agentOffersFailed: 'The offers could not be loaded.',
  backToAgency: 'Back to My agency',
} as const;
