import type { DocumentReference, DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { OfferTransfer } from '@homehaven/domain/bank-transfers';
import { OFFER_STATUSES, type OfferStatus } from '@homehaven/domain/statuses';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { db } from '../firestore/db';
import { refuse } from '../http/http-error';
import { storedText } from '../firestore/stored-text';

/** The offer fields the payment and decision functions rely on (docs/architecture.md §3 Data model). */
export interface Offer {
  id: string;
  propertyId: string;
  propertyTitle: string;
  agentUid: string;
  buyerUid: string;
  buyerEmail: string;
  offerAmount: number;
  status: OfferStatus;
  transactionId?: string;
  /** Its payment by bank transfer, when the buyer chose one (docs/payments.md "Bank transfers"). */
  transfer?: OfferTransfer<Timestamp>;
  /** Transfers started for it so far (each its own PaymentIntent, after the one before was cancelled). */
  transferAttempts: number;
}

/** `offers/{id}`. */
export function offerRef(id: string): DocumentReference {
  return db.collection('offers').doc(id);
}

/** The offer in a snapshot; 404 when it does not exist or is not an offer document. */
export function offerFrom(snapshot: DocumentSnapshot): Offer {
  const data = snapshot.data();
  const status = data?.status as OfferStatus;
  if (!data || !OFFER_STATUSES.includes(status)) refuse(404, PAYMENT_API_MESSAGES.offerNotFound);
  return {
    id: snapshot.id,
    propertyId: storedText(data.propertyId),
    propertyTitle: storedText(data.propertyTitle),
    agentUid: storedText(data.agentUid),
    buyerUid: storedText(data.buyerUid),
    buyerEmail: storedText(data.buyerEmail),
    offerAmount: typeof data.offerAmount === 'number' ? data.offerAmount : Number.NaN,
    status,
    ...(typeof data.transactionId === 'string' && data.transactionId ? { transactionId: data.transactionId } : {}),
    ...(isTransfer(data.transfer) ? { transfer: data.transfer } : {}),
    transferAttempts: typeof data.transferAttempts === 'number' ? data.transferAttempts : 0,
  };
}

/** Whether a stored `transfer` is one the functions wrote (they alone write it; the check keeps a hand-edited document from breaking the payment paths). */
function isTransfer(value: unknown): value is OfferTransfer<Timestamp> {
  return typeof value === 'object' && value !== null && typeof (value as OfferTransfer).paymentIntentId === 'string' && typeof (value as OfferTransfer).status === 'string';
}

/** Reads one offer; 404 when there is none. */
export async function loadOffer(id: string): Promise<Offer> {
  return offerFrom(await offerRef(id).get());
}
