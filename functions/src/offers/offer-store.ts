import { getFirestore, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { OFFER_STATUSES, type OfferStatus } from '@homehaven/domain/statuses';
import { MESSAGES } from '@homehaven/domain/messages';
import { adminApp } from '../config';
import { HttpError } from '../facade/http-error';
import { isSoldListing } from '@homehaven/domain/listing-policy';

/** The Firestore database the functions write. */
export const db = getFirestore(adminApp);

/** The offer fields the payment and decision functions rely on (architecture "Data model"). */
export interface Offer {
  id: string;
  propertyId: string;
  propertyTitle: string;
  agentUid: string;
  buyerUid: string;
  offerAmount: number;
  status: OfferStatus;
  transactionId?: string;
}

/** The property fields the decision function relies on. */
export interface Property {
  agentUid: string;
  /** Sold, by the domain's listing policy (soldAt or soldOfferId). */
  sold: boolean;
  soldOfferId?: string;
}

/** `offers/{id}`. */
export function offerRef(id: string): DocumentReference {
  return db.collection('offers').doc(id);
}

/** `properties/{id}`. */
export function propertyRef(id: string): DocumentReference {
  return db.collection('properties').doc(id);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The offer in a snapshot; 404 when it does not exist or is not an offer document. */
export function offerFrom(snapshot: DocumentSnapshot): Offer {
  const data = snapshot.data();
  const status = data?.status as OfferStatus;
  if (!data || !OFFER_STATUSES.includes(status)) throw new HttpError(404, MESSAGES.paymentApi.offerNotFound);
  return {
    id: snapshot.id,
    propertyId: text(data.propertyId),
    propertyTitle: text(data.propertyTitle),
    agentUid: text(data.agentUid),
    buyerUid: text(data.buyerUid),
    offerAmount: typeof data.offerAmount === 'number' ? data.offerAmount : Number.NaN,
    status,
    ...(typeof data.transactionId === 'string' && data.transactionId ? { transactionId: data.transactionId } : {}),
  };
}

/** Reads one offer; 404 when there is none. */
export async function loadOffer(id: string): Promise<Offer> {
  return offerFrom(await offerRef(id).get());
}

/** The property in a snapshot, or undefined when it does not exist. */
export function propertyFrom(snapshot: DocumentSnapshot): Property | undefined {
  const data = snapshot.data();
  if (!data) return undefined;
  const agent = data.agent as { uid?: unknown } | undefined;
  return {
    agentUid: text(agent?.uid),
    sold: isSoldListing(data),
    ...(typeof data.soldOfferId === 'string' ? { soldOfferId: data.soldOfferId } : {}),
  };
}

/** Refuses callers whose account is marked fraud: they may write nothing (architecture, permission matrix). */
export async function refuseFraud(uid: string): Promise<void> {
  const user = await db.collection('users').doc(uid).get();
  if (user.get('roll') === 'fraud') throw new HttpError(403, MESSAGES.paymentApi.fraud);
}
