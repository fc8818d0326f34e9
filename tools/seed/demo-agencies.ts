// Harbor & Pine Realty's team in the demo data (docs/facade.md "Agencies"): the approved agency invites
// its two approved agents through the real facade paths, each accepts with the link its e-mail
// carries, and one more invitation waits for an address nobody has registered yet. Run after
// demo-applications.ts, which decides the applications and starts the agency's profile afresh.
import type { Firestore } from 'firebase-admin/firestore';
import { signInWithPassword } from '../emulators/auth-rest';
import { callApi } from '../emulators/facade-client';
import { DEMO_APPLICANTS, type DemoApplicant } from './demo-applications';

/** The demo agency, the applicants who join it, and the address its open invitation is for (no account: register with it to accept). */
export const DEMO_AGENCY = {
  agency: DEMO_APPLICANTS.harbor,
  agents: (Object.values(DEMO_APPLICANTS) as DemoApplicant[]).filter((applicant) => applicant.joins === DEMO_APPLICANTS.harbor.uid),
  openInvitation: 'grace.invited@example.com',
} as const;

const LINK = /(\S+\/join-agency\?invitation=([A-Za-z0-9_-]+)&token=([A-Za-z0-9_-]+))/;

/** Invites `email` as the agency; answers the link from the e-mail queued for it (the secret exists nowhere else). */
async function invite(db: Firestore, agencyToken: string, email: string): Promise<{ id: string; token: string; url: string }> {
  const answer = await callApi('POST', '/agency/invitations', agencyToken, { email });
  if (answer.status !== 201) throw new Error(`invitation to ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const id = String(answer.body.id);
  for (const mail of (await db.collection('mail').where('to', '==', email).get()).docs) {
    const found = LINK.exec(String(mail.get('message.text') ?? ''));
    if (found?.[2] === id) return { id, token: found[3] ?? '', url: found[1] ?? '' };
  }
  throw new Error(`no e-mail to ${email} carries invitation ${id}`);
}

/**
 * Invites each agent of {@link DEMO_AGENCY} and accepts as them, then invites the open address.
 * Answers the open invitation's link. A second run starts afresh: the agency's earlier invitations go
 * first (its profile and team went with its decision, and the agents' users documents with theirs).
 */
export async function seedAgencies(db: Firestore): Promise<string> {
  const { agency, agents, openInvitation } = DEMO_AGENCY;
  for (const doc of (await db.collection('agencyInvitations').where('agencyUid', '==', agency.uid).get()).docs) await doc.ref.delete();
  const agencyToken = (await signInWithPassword(agency.email, agency.password)).idToken;
  for (const agent of agents) {
    const link = await invite(db, agencyToken, agent.email);
    const token = (await signInWithPassword(agent.email, agent.password)).idToken;
    const answer = await callApi('POST', `/agency/invitations/${link.id}/accept`, token, { token: link.token });
    if (answer.status !== 200) throw new Error(`${agent.email} accepting ${agency.name}'s invitation: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return (await invite(db, agencyToken, openInvitation)).url;
}
