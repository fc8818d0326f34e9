import { isProfessionalType } from '@homehaven/domain/account-types';
import { sameSeller, type ListingSeller } from '@homehaven/domain/listing-seller';
import { db } from '../firestore/db';
import { slotHolderOf } from '@homehaven/domain/listing-slots';
import { moveSlots } from '../billing/move-slots';
import { storedText } from '../firestore/stored-text';

/** Who the agent `agentUid` sells as now: their account type (an agent made by hand is an agent) and their agency, if it still exists. */
export async function sellerOf(agentUid: string): Promise<ListingSeller> {
  const profile = agentUid ? (await db.collection('users').doc(agentUid).get()).data() : undefined;
  const type: unknown = profile?.accountType;
  const kind = isProfessionalType(type) ? type : 'agent';
  const member: unknown = profile?.agencyUid;
  const agencyUid = kind === 'agency' ? agentUid : typeof member === 'string' ? member : '';
  const agency = agencyUid ? (await db.collection('agencies').doc(agencyUid).get()).data() : undefined;
  return agency ? { kind, agencyUid, agencyName: storedText(agency.name), agencyLogo: storedText(agency.logo) } : { kind, agencyUid: '', agencyName: '', agencyLogo: '' };
}

/**
 * Brings every listing of an agent up to date after their agency changed (joined, removed, the agency
 * gone): who sells it, and whose plan's slot it holds (billing/move-slots.ts).
 */
export async function refreshSellerOfAgent(agentUid: string): Promise<void> {
  const seller = await sellerOf(agentUid);
  const listings = await db.collection('properties').where('agent.uid', '==', agentUid).get();
  await moveSlots(listings.docs, slotHolderOf({ uid: agentUid, accountType: seller.kind, agencyUid: seller.agencyUid }));
  const stale = listings.docs.filter((doc) => !sameSeller(doc.get('seller') as Partial<ListingSeller> | undefined, seller));
  for (let start = 0; start < stale.length; start += 400) {
    const batch = db.batch();
    stale.slice(start, start + 400).forEach((doc) => batch.update(doc.ref, { seller }));
    await batch.commit();
  }
}
