import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { AGENCY_MESSAGES as M, INVITATION_DAYS, MAX_OPEN_INVITATIONS, type AgencyAgentDoc, type InvitationDoc } from '@homehaven/domain/agencies';
import type { MailDoc } from '@homehaven/domain/saved-searches';
import { appOrigin } from '../config';
import { db } from '../firestore/db';
import { storedRole } from '../firestore/stored-role';
import { storedText } from '../firestore/stored-text';
import { sameEmail } from '../http/accounts';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { logs } from '../logs';
import { invitationMessage } from './invitation-mail';
import { refreshSellerOfAgent } from './listing-seller';
import { invitationTokenHash, matchesInvitationToken, newInvitationToken } from './invitation-token';
import { contendedTransaction } from '../firestore/contended-transaction';

const invitations = db.collection('agencyInvitations');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The page an invitation's link opens. */
export const invitationLink = (id: string, token: string): string => `${appOrigin}/join-agency?invitation=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;

/**
 * An agency invites an address (docs/accounts.md "Agencies"): a new invitation whose link works once,
 * for that address, for INVITATION_DAYS days, e-mailed through `mail`. Earlier open invitations to
 * the same address are withdrawn, so only the newest link works. Refused for the agency's own address
 * and beyond MAX_OPEN_INVITATIONS open at once.
 */
export async function createInvitation(agency: Caller, rawEmail: string): Promise<{ id: string; expiresAt: string }> {
  const email = rawEmail.toLowerCase();
  if (sameEmail(email, agency.email)) refuse(400, M.inviteSelf);
  const open = invitations.where('agencyUid', '==', agency.uid).where('status', '==', 'open');
  const token = newInvitationToken();
  const ref = invitations.doc();
  const expiresAt = Timestamp.fromMillis(Date.now() + INVITATION_DAYS * DAY_MS);
  await contendedTransaction(async (tx) => {
    const [count, sameAddress, profile] = await Promise.all([tx.get(open.count()), tx.get(open.where('email', '==', email)), tx.get(db.collection('agencies').doc(agency.uid))]);
    if (count.data().count - sameAddress.size >= MAX_OPEN_INVITATIONS) refuse(429, M.tooManyOpen);
    sameAddress.docs.forEach((doc) => tx.update(doc.ref, { status: 'revoked' }));
    // The agency's public name (its company), not the account holder's own name.
    const agencyName = storedText(profile.get('name')) || agency.name;
    const invitation: InvitationDoc<Timestamp | FieldValue> = {
      agencyUid: agency.uid,
      agencyName,
      email,
      tokenHash: invitationTokenHash(token),
      status: 'open',
      createdAt: FieldValue.serverTimestamp(),
      expiresAt,
    };
    tx.create(ref, invitation);
    const mail: MailDoc<FieldValue> = { to: email, message: invitationMessage(agencyName || 'An agency', invitationLink(ref.id, token)), createdAt: FieldValue.serverTimestamp() };
    tx.create(db.collection('mail').doc(), mail);
  });
  logs.agencyInvited(agency.uid, ref.id);
  return { id: ref.id, expiresAt: expiresAt.toDate().toISOString() };
}

/** The invitation a link names, if its secret is right (404 otherwise, the same for a wrong id and a wrong secret). */
async function invitationOfLink(id: string, token: string): Promise<InvitationDoc<Timestamp>> {
  const invitation = (await invitations.doc(id).get()).data() as InvitationDoc<Timestamp> | undefined;
  if (!invitation || !matchesInvitationToken(token, invitation.tokenHash)) refuse(404, M.invitationInvalid);
  return invitation;
}

/** What the invitation's page shows before it is accepted: the agency, the address, whether it still works. */
export async function readInvitation(id: string, token: string): Promise<{ agencyName: string; email: string; status: string; expiresAt: string }> {
  const invitation = await invitationOfLink(id, token);
  const expired = invitation.status === 'open' && invitation.expiresAt.toMillis() <= Date.now();
  return { agencyName: invitation.agencyName, email: invitation.email, status: expired ? 'expired' : invitation.status, expiresAt: invitation.expiresAt.toDate().toISOString() };
}

/**
 * The invited person accepts (docs/accounts.md "Agencies"), signed in with the invited address: once,
 * before it expires. In one transaction: the invitation accepted, the person's `agencyUid`, their
 * entry among the agency's agents, its count. Refused to another address, to a suspended account,
 * to an agency (it cannot join another) and to someone already in an agency.
 */
export async function acceptInvitation(caller: Caller, id: string, token: string): Promise<{ agencyUid: string; agencyName: string }> {
  const ref = invitations.doc(id);
  const userRef = db.collection('users').doc(caller.uid);
  const result = await contendedTransaction(async (tx) => {
    const [invitationSnap, userSnap] = await Promise.all([tx.get(ref), tx.get(userRef)]);
    const invitation = invitationSnap.data() as InvitationDoc<Timestamp> | undefined;
    if (!invitation || !matchesInvitationToken(token, invitation.tokenHash)) refuse(404, M.invitationInvalid);
    const agencyRef = db.collection('agencies').doc(invitation.agencyUid);
    // An agency deleted meanwhile has no profile any more: its invitations lead nowhere.
    if (!(await tx.get(agencyRef)).exists) refuse(404, M.invitationInvalid);
    if (invitation.status !== 'open') refuse(409, M.invitationUsed);
    if (invitation.expiresAt.toMillis() <= Date.now()) refuse(410, M.invitationExpired);
    if (!sameEmail(caller.email, invitation.email)) refuse(403, M.wrongEmail);
    const profile = userSnap.data();
    if (!profile) refuse(403, M.suspended);
    if (storedRole(profile) === 'fraud') refuse(403, M.suspended);
    if (profile.accountType === 'agency' || caller.uid === invitation.agencyUid) refuse(403, M.agencyCannotJoin);
    if (typeof profile.agencyUid === 'string' && profile.agencyUid) refuse(409, M.alreadyMember);
    tx.update(ref, { status: 'accepted', acceptedBy: caller.uid, acceptedAt: FieldValue.serverTimestamp() });
    tx.update(userRef, { agencyUid: invitation.agencyUid });
    const member: AgencyAgentDoc<FieldValue> = { name: storedText(profile.name), image: storedText(profile.image), joinedAt: FieldValue.serverTimestamp() };
    tx.set(agencyRef.collection('agents').doc(caller.uid), member);
    tx.set(agencyRef, { agentCount: FieldValue.increment(1) }, { merge: true });
    return { agencyUid: invitation.agencyUid, agencyName: invitation.agencyName };
  });
  logs.agencyJoined(result.agencyUid, caller.uid, id);
  await refreshSellerOfAgent(caller.uid);
  return result;
}

/** The agency withdraws one of its open invitations (404 for another's, 409 once it is no longer open). */
export async function revokeInvitation(agency: Caller, id: string): Promise<void> {
  const ref = invitations.doc(id);
  await contendedTransaction(async (tx) => {
    const invitation = (await tx.get(ref)).data() as InvitationDoc | undefined;
    if (!invitation || invitation.agencyUid !== agency.uid) refuse(404, M.invitationInvalid);
    if (invitation.status !== 'open') refuse(409, M.invitationUsed);
    tx.update(ref, { status: 'revoked' });
  });
}
