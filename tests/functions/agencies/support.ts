import { afterAll } from 'vitest';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { AgencyDoc } from '@homehaven/domain/agencies';
import type { Role } from '@homehaven/domain/roles';
import { auth, db, fingerprint } from '../facade/support/admin';
import { call, type FacadeAnswer } from '../facade/support/api';
import { member } from '../facade/support/cast';
import { newPrefix, type Account } from '../facade/support/run';

/** An invitation's link as its e-mail carries it: the invitation id and its secret. */
export interface InvitationLink {
  readonly id: string;
  readonly token: string;
  /** The whole link. */
  readonly url: string;
}

const LINK = /(\S+\/join-agency\?invitation=([A-Za-z0-9_-]+)&token=([A-Za-z0-9_-]+))/;

export const read = async (path: string): Promise<DocumentData | undefined> => (await db.doc(path).get()).data();
export const mailTo = async (email: string): Promise<DocumentData[]> => (await db.collection('mail').where('to', '==', email.toLowerCase()).get()).docs.map((doc) => doc.data());

/**
 * The link of invitation `id`, read from the `mail` document the invite queued for `email` (the one
 * place its secret exists besides the invitee's inbox: only its hash is stored).
 */
export async function linkOf(id: string, email: string): Promise<InvitationLink> {
  for (const mail of await mailTo(email)) {
    const found = LINK.exec(String(mail.message?.text ?? ''));
    if (found?.[2] === id) return { url: found[1] ?? '', id, token: found[3] ?? '' };
  }
  throw new Error(`no mail to ${email} carries invitation ${id}`);
}

/** POST /agency/invitations as `token`'s owner. */
export const invite = (email: unknown, token?: string): Promise<FacadeAnswer> => call({ method: 'POST', path: '/agency/invitations', body: { email } }, token);
/** GET /agency/invitations/{id}?token=, signed out as the invitation's page first asks. */
export const look = (id: string, secret: string): Promise<FacadeAnswer> => call({ method: 'GET', path: `/agency/invitations/${id}?token=${encodeURIComponent(secret)}` });
/** POST /agency/invitations/{id}/accept as `account`. */
export const accept = (link: Pick<InvitationLink, 'id' | 'token'>, account?: Account): Promise<FacadeAnswer> =>
  call({ method: 'POST', path: `/agency/invitations/${link.id}/accept`, body: { token: link.token } }, account?.token);
/** DELETE /agency/invitations/{id} as `token`'s owner. */
export const withdraw = (id: string, token?: string): Promise<FacadeAnswer> => call({ method: 'DELETE', path: `/agency/invitations/${id}` }, token);
/** DELETE /agency/agents/{uid} as `token`'s owner. */
export const removeAgent = (uid: string, token?: string): Promise<FacadeAnswer> => call({ method: 'DELETE', path: `/agency/agents/${uid}` }, token);

/** An invitation sent by `agency` to `email` through the facade, with its link read from the mail. */
export async function invited(agency: Account, email: string): Promise<InvitationLink> {
  const answer = await invite(email, agency.token);
  if (answer.status !== 201) throw new Error(`invite ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return linkOf(String((answer.body as { id: string }).id), email);
}

/** An agent's agency state: their users document, their entries in the given agencies and those agencies' profiles, as comparable text. */
export async function agencyState(uids: readonly string[], agencyUids: readonly string[]): Promise<string> {
  const paths = [...uids.map((uid) => `users/${uid}`), ...agencyUids.flatMap((agency) => [`agencies/${agency}`, ...uids.map((uid) => `agencies/${agency}/agents/${uid}`)])];
  const invitations = await db
    .collection('agencyInvitations')
    .where('agencyUid', 'in', [...agencyUids])
    .get();
  const docs = await Promise.all(paths.map(async (path) => `${path}=${fingerprint(await read(path))}`));
  const sorted = invitations.docs.map((doc) => `agencyInvitations/${doc.id}=${fingerprint(doc.data())}`).sort();
  return [...docs, ...sorted].join('\n');
}

/**
 * The people of an agencies test, under one prefix of this run, and the clean-up of everything they
 * made: users documents, Auth accounts, agencies with their agents, invitations and mail.
 */
export function useAgencyPeople(): {
  person: (roll: Role | null, name?: string) => Promise<Account>;
  agency: (name?: string) => Promise<Account>;
} {
  const prefix = newPrefix();
  const people: Account[] = [];
  let made = 0;
  afterAll(async () => {
    for (const account of people) {
      // Anyone may have become an agency, by an approval too.
      await deleteAgencyData(account.uid);
      for (const doc of (await db.collection('mail').where('to', '==', account.email).get()).docs) await doc.ref.delete();
      await db.recursiveDelete(db.doc(`applications/${account.uid}`));
      for (const doc of (await db.collection('notifications').where('userUid', '==', account.uid).get()).docs) await doc.ref.delete();
      for (const doc of (await db.collection('properties').where('agent.uid', '==', account.uid).get()).docs) await doc.ref.delete();
    }
    await Promise.all(people.map((account) => db.doc(`users/${account.uid}`).delete()));
    await auth.deleteUsers(people.map((account) => account.uid));
  });

  /** A new person in `roll` (no users document for null). */
  async function person(roll: Role | null, name = 'person'): Promise<Account> {
    made += 1;
    const account = await member(prefix, `${name}-${made}`, roll);
    people.push(account);
    return account;
  }
  /** An approved agency of its own (see {@link makeAgency}). */
  async function agency(name = 'agency'): Promise<Account> {
    const account = await person('agent', name);
    await makeAgency(account, `${name} Realty ${made}`);
    return account;
  }
  return { person, agency };
}

/** Deletes what an agency made: its profile and agents, its invitations and their mail (some went to addresses without an account). */
async function deleteAgencyData(uid: string): Promise<void> {
  await db.recursiveDelete(db.doc(`agencies/${uid}`));
  for (const doc of (await db.collection('agencyInvitations').where('agencyUid', '==', uid).get()).docs) {
    for (const mail of (await db.collection('mail').where('to', '==', doc.get('email')).get()).docs) await mail.ref.delete();
    await doc.ref.delete();
  }
}

/** Makes an agent an approved agency, as its approval leaves it: account type agency, its public profile with no agent yet. */
export async function makeAgency(account: Account, name: string): Promise<void> {
  await db.doc(`users/${account.uid}`).update({ accountType: 'agency' });
  const profile: AgencyDoc<FieldValue> = { name, logo: '', bio: 'Homes by the sea.', agentCount: 0, createdAt: FieldValue.serverTimestamp() };
  await db.doc(`agencies/${account.uid}`).set(profile);
}

/** A new approved agency under `prefix` (a cast's), for suites that need one caller of the agency paths; {@link removeAgency} undoes it. */
export async function newAgency(prefix: string): Promise<Account> {
  const account = await member(prefix, 'agency', 'agent');
  await makeAgency(account, 'Fuzz Realty');
  return account;
}

/** Deletes an agency made by {@link newAgency}: its profile and agents, its invitations and their mail, its users document and account. */
export async function removeAgency(account: Account | undefined): Promise<void> {
  if (!account) return;
  await deleteAgencyData(account.uid);
  await db.doc(`users/${account.uid}`).delete();
  await auth.deleteUser(account.uid);
}

/** Sets an invitation's expiry (as time passing would leave it). */
export async function expire(id: string, millisAgo = 1000): Promise<void> {
  await db.doc(`agencyInvitations/${id}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - millisAgo) });
}
