import { FieldValue } from 'firebase-admin/firestore';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { db } from '../firestore/db';
import type { Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { logs } from '../logs';
import { refreshSellerOfAgent } from './listing-seller';
import { contendedTransaction } from '../firestore/contended-transaction';

/**
 * The agency removes one of its agents (docs/accounts.md "Agencies"): their entry, their `agencyUid`
 * and the count, in one transaction. Their listings stay theirs. 404 for someone not in this agency.
 */
export async function removeAgent(agency: Caller, agentUid: string): Promise<void> {
  const agencyRef = db.collection('agencies').doc(agency.uid);
  const memberRef = agencyRef.collection('agents').doc(agentUid);
  const userRef = db.collection('users').doc(agentUid);
  await contendedTransaction(async (tx) => {
    const [member, user] = await Promise.all([tx.get(memberRef), tx.get(userRef)]);
    if (!member.exists) refuse(404, M.notYourAgent);
    tx.delete(memberRef);
    if (user.exists && user.get('agencyUid') === agency.uid) tx.update(userRef, { agencyUid: FieldValue.delete() });
    tx.set(agencyRef, { agentCount: FieldValue.increment(-1) }, { merge: true });
  });
  logs.agencyAgentRemoved(agency.uid, agentUid);
  await refreshSellerOfAgent(agentUid);
}
