import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firestore/db';
import { refreshSellerOfAgent } from './listing-seller';
import { contendedTransaction } from '../firestore/contended-transaction';

/**
 * What an account's deletion undoes in agencies (docs/accounts.md "Agencies"): a deleted agent leaves
 * their agency (their entry and the count); a deleted agency's open invitations are withdrawn, its
 * agents are free again (their `agencyUid` cleared) and its public profile goes. Answers how many
 * agents were freed.
 */
export async function leaveAgencies(uid: string, profile: FirebaseFirestore.DocumentData | undefined): Promise<number> {
  const agencyUid: unknown = profile?.agencyUid;
  if (typeof agencyUid === 'string' && agencyUid) {
    const agencyRef = db.collection('agencies').doc(agencyUid);
    await contendedTransaction(async (tx) => {
      const member = await tx.get(agencyRef.collection('agents').doc(uid));
      if (!member.exists) return;
      tx.delete(member.ref);
      tx.set(agencyRef, { agentCount: FieldValue.increment(-1) }, { merge: true });
    });
  }
  const agencyRef = db.collection('agencies').doc(uid);
  const open = await db.collection('agencyInvitations').where('agencyUid', '==', uid).where('status', '==', 'open').get();
  const agents = await agencyRef.collection('agents').get();
  // An agent's account deleted meanwhile has no users document to clear: updating it would fail the whole batch.
  const profiles = agents.empty ? [] : await db.getAll(...agents.docs.map((doc) => db.collection('users').doc(doc.id)));
  const batch = db.batch();
  open.docs.forEach((doc) => batch.update(doc.ref, { status: 'revoked' }));
  profiles.forEach((profile) => {
    if (profile.exists) batch.update(profile.ref, { agencyUid: FieldValue.delete() });
  });
  agents.docs.forEach((doc) => batch.delete(doc.ref));
  batch.delete(agencyRef);
  await batch.commit();
  // Its agents' listings no longer name it.
  for (const agent of agents.docs) await refreshSellerOfAgent(agent.id);
  return agents.size;
}
