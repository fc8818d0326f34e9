import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firestore/db';

/**
 * `stripeEvents/{eventId}`: a Stripe event already applied, written in the transaction that applies
 * it, so an event sent twice is applied once (docs/plans.md "Subscribing"). Functions only: no rule
 * lets a client read or write one.
 */
export function stripeEventRef(eventId: string): DocumentReference {
  return db.collection('stripeEvents').doc(eventId);
}
