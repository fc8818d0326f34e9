import type { Caller } from '../http/caller';
import { db } from '../firestore/db';

/** A document id the agency's agents collection can hold (never a path). */
const AGENT_UID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Whether the caller is an agency that `agentUid` currently works for (firestore.rules `isAgencyOf`:
 * an agent whose `agencies/{caller}/agents/{agentUid}` exists), which lets it read that agent's
 * listings and the offers on them. One read.
 */
export async function isAgencyOf(caller: Caller | undefined, agentUid: unknown): Promise<boolean> {
  if (caller?.role !== 'agent' || typeof agentUid !== 'string' || !AGENT_UID.test(agentUid)) return false;
  return (await db.doc(`agencies/${caller.uid}/agents/${agentUid}`).get()).exists;
}
