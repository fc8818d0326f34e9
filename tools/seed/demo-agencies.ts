// Harbor & Pine Realty's team in the demo data (docs/facade.md "Agencies"): the approved agency invites
// its two approved agents through the real facade paths, each accepts with the link its e-mail
// carries, and one more invitation waits for an address nobody has registered yet. Run after
// demo-applications.ts, which decides the applications and starts the agency's profile afresh.
import type { Firestore } from 'firebase-admin/firestore';
import { signInWithPassword } from '../emulators/auth-rest';
import { callApi } from '../emulators/facade-client';
import { DEMO_APPLICANTS, type DemoApplicant } from './demo-applications';

/**
 * What the agency's agents list once in it, through Add property, each verified by the admin: so the
 * agency's public page and its agents' pages in My agency have listings to show.
 */
const AGENCY_LISTINGS: readonly { agent: 'ella' | 'jamal'; title: string; location: string; min: number; max: number; image: string; details: string }[] = [
  {
    agent: 'ella',
    title: 'Shingled Cottage on Casco Bay',
    location: 'Peaks Island, Portland, Maine',
    min: 615000,
    max: 640000,
    image: 'property-07.jpg',
    details: 'A three-bedroom island cottage with a wraparound porch, a short walk from the ferry landing and the beach.',
  },
  {
    agent: 'ella',
    title: 'Harbor-View Condo in the Old Port',
    location: 'Old Port, Portland, Maine',
    min: 489000,
    max: 499000,
    image: 'property-12.jpg',
    details: 'Two bedrooms over the working waterfront, exposed brick, a deeded parking space and a shared roof deck.',
  },
  {
    agent: 'jamal',
    title: 'Cape House near Willard Beach',
    location: 'South Portland, Maine',
    min: 545000,
    max: 565000,
    image: 'property-03.jpg',
    details: 'A renovated four-bedroom Cape on a quiet street, five minutes on foot from Willard Beach and the lighthouse trail.',
  },
];

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
 * Invites each agent of {@link DEMO_AGENCY} and accepts as them, lists their first homes, then invites the open address.
 * Answers the open invitation's link. A second run starts afresh: the agency's earlier invitations go
 * first (its profile and team went with its decision, and the agents' users documents with theirs).
 */
export async function seedAgencies(db: Firestore, upload: (file: string) => Promise<string>, adminToken: string): Promise<string> {
  const { agency, agents, openInvitation } = DEMO_AGENCY;
  for (const doc of (await db.collection('agencyInvitations').where('agencyUid', '==', agency.uid).get()).docs) await doc.ref.delete();
  const agencyToken = (await signInWithPassword(agency.email, agency.password)).idToken;
  for (const agent of agents) {
    const link = await invite(db, agencyToken, agent.email);
    const token = (await signInWithPassword(agent.email, agent.password)).idToken;
    const answer = await callApi('POST', `/agency/invitations/${link.id}/accept`, token, { token: link.token });
    if (answer.status !== 200) throw new Error(`${agent.email} accepting ${agency.name}'s invitation: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  await listAsAgents(db, upload, adminToken);
  return (await invite(db, agencyToken, openInvitation)).url;
}

/** The agents' {@link AGENCY_LISTINGS}, added as each agent and verified as the admin, as the app would. */
async function listAsAgents(db: Firestore, upload: (file: string) => Promise<string>, adminToken: string): Promise<void> {
  for (const listing of AGENCY_LISTINGS) {
    const agent = DEMO_APPLICANTS[listing.agent];
    // A second run keeps what the first listed.
    if (!(await db.collection('properties').where('agent.uid', '==', agent.uid).where('title', '==', listing.title).limit(1).get()).empty) continue;
    const token = (await signInWithPassword(agent.email, agent.password)).idToken;
    const body = { title: listing.title, location: listing.location, image: await upload(listing.image), Details: listing.details, MinimumPrice: listing.min, MaximumPrice: listing.max };
    const added = await callApi('POST', '/add-properties', token, body);
    if (added.status !== 201) throw new Error(`${agent.email} adding "${listing.title}": ${added.status} ${JSON.stringify(added.body)}`);
    const id = String(added.body.insertedId);
    const stored = await callApi('GET', `/properties/${id}`, adminToken);
    const verdict = await callApi('PATCH', `/properties/${id}`, adminToken, { status: 'verified', updatedAt: stored.body.updatedAt });
    if (verdict.status !== 200) throw new Error(`verifying "${listing.title}": ${verdict.status} ${JSON.stringify(verdict.body)}`);
  }
}
