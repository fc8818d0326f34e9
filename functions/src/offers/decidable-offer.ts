import type { AwaitedTransfer } from '../bank-transfers/cancel-transfer';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { DECISION_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { isOwnListing } from '@homehaven/domain/listing-policy';
import { refuse } from '../http/http-error';
import { listingOf, propertyRef, type Listing } from '../properties/listing';
import type { OwedRefund } from '../refunds/record';
import { offerFrom, offerRef, type Offer } from './offer-store';

/** What an accept or reject changed, and the refunds (recorded as owed in its transaction) to attempt once it has committed. */
export interface Decision {
  modifiedCount: number;
  refunds: OwedRefund[];
  /** Bank transfers still awaited for offers the decision closed, to cancel once it has committed (docs/payments.md "Bank transfers"). */
  transfers?: AwaitedTransfer[];
}

/**
 * Reads, inside a transaction, an offer and its property for the caller to decide on: 404 unknown
 * offer, 400 when `propertyId` names another property, 403 unless the caller is the agent on both the
 * offer and the property.
 */
export async function readDecidable(tx: Transaction, offerId: string, uid: string, propertyId?: string): Promise<{ offer: Offer; property: Listing; propertyData: DocumentData | undefined }> {
  const offer = offerFrom(await tx.get(offerRef(offerId)));
  if (propertyId !== undefined && propertyId !== offer.propertyId) refuse(400, DECISION_API_MESSAGES.propertyMismatch);
  if (offer.agentUid !== uid) refuse(403, DECISION_API_MESSAGES.notAgent);
  const snapshot = await tx.get(propertyRef(offer.propertyId));
  const property = snapshot.exists ? listingOf(snapshot) : undefined;
  if (!property || !isOwnListing(property, uid)) refuse(403, DECISION_API_MESSAGES.notAgent);
  return { offer, property, propertyData: snapshot.data() };
}
