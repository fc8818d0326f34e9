import type { Request } from 'express';
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { DOCUMENTS, LEGAL_CHECK_MESSAGES, type LegalCheck } from '@homehaven/domain/legal-check';
import { MESSAGES } from '@homehaven/domain/messages';
import { API_MESSAGES } from '../http/api-messages';
import { callerInRole, type Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { propertyRef, type Listing } from '../properties/listing';
import { ownListingIn } from '../properties/own-listing';
import { legalCheckOf } from './stored-legal-check';

/** The signed-in agent; a fraud user is told their account is suspended (a fraud user writes nothing). */
export function agentCaller(req: Request): Promise<Caller> {
  return callerInRole(req, ['agent'], (caller) => (caller.role === 'fraud' ? MESSAGES.users.suspended : API_MESSAGES.roleRequired(['agent'])));
}

/**
 * The caller's own listing, read in `tx` (or outside any transaction when null: the check before the
 * bytes are stored, which the transaction repeats), whose documents may change: 404/403 as
 * `ownListingIn`, 409 when sold (what the buyer paid for is frozen). With how many documents it holds
 * and its legal check as stored (null before the first document).
 */
export async function changeableListing(tx: Transaction | null, id: string, caller: Caller): Promise<{ listing: Listing; count: number; check: LegalCheck<Timestamp> | null }> {
  const ref = propertyRef(id);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  const listing = ownListingIn(snapshot, caller);
  if (listing.sold) refuse(409, LEGAL_CHECK_MESSAGES.sold);
  const documents = ref.collection(DOCUMENTS).select();
  const count = (tx ? await tx.get(documents) : await documents.get()).size;
  return { listing, count, check: legalCheckOf(snapshot.get('legalCheck')) };
}
