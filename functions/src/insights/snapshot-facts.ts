import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { CategorisedListing } from '@homehaven/domain/insights';
import type { OfferFacts } from './increments';

/** A stored time as a Date, or undefined when the field holds none. */
export function dateOf(value: unknown): Date | undefined {
  return value instanceof Timestamp ? value.toDate() : undefined;
}

/** The counted fields of a stored offer; undefined when the snapshot holds none (not yet, or no longer). */
export function offerFacts(snapshot: DocumentSnapshot | undefined): OfferFacts | undefined {
  if (!snapshot?.exists) return undefined;
  return {
    status: String(snapshot.get('status') ?? ''),
    buyerUid: String(snapshot.get('buyerUid') ?? ''),
    agentUid: String(snapshot.get('agentUid') ?? ''),
    amount: Number(snapshot.get('offerAmount')),
    createdAt: dateOf(snapshot.get('createdAt')),
    decidedAt: dateOf(snapshot.get('decidedAt')),
  };
}

/** The fields of a stored listing its category depends on; undefined when the snapshot holds none. */
export function listingFacts(snapshot: DocumentSnapshot | undefined): CategorisedListing | undefined {
  if (!snapshot?.exists) return undefined;
  return { status: snapshot.get('status'), withdrawn: snapshot.get('withdrawn'), soldAt: snapshot.get('soldAt'), soldOfferId: snapshot.get('soldOfferId') };
}

/** The counted fields of a stored refund record; undefined when the snapshot holds none. */
export function refundFacts(snapshot: DocumentSnapshot | undefined): { status: unknown; amount: unknown; refundedAt?: Date } | undefined {
  if (!snapshot?.exists) return undefined;
  return { status: snapshot.get('status'), amount: snapshot.get('amount'), refundedAt: dateOf(snapshot.get('refundedAt')) };
}
