import { FieldValue } from 'firebase-admin/firestore';
import { MESSAGES } from '@homehaven/domain/messages';
import { HttpError } from '../facade/http-error';
import { readDecidable, type Decision } from './decidable-offer';
import { db, offerRef } from './offer-store';

/**
 * Rejects a bought offer in a transaction and answers its payment, to refund after commit. The status
 * changes first so a refund can never follow an accept of the same offer that won a race; a repeat
 * changes nothing and answers the refund again (idempotent), which is how a failed refund is retried.
 */
export function rejectOffer(offerId: string, uid: string, propertyId?: string): Promise<Decision> {
  return db.runTransaction(async (tx) => {
    const { offer } = await readDecidable(tx, offerId, uid, propertyId);
    const refunds = offer.transactionId ? [{ offerId, transactionId: offer.transactionId }] : [];
    if (offer.status === 'rejected') return { modifiedCount: 0, refunds };
    if (offer.status !== 'bought') throw new HttpError(409, MESSAGES.decisionApi.notBought);
    tx.update(offerRef(offerId), { status: 'rejected', decidedAt: FieldValue.serverTimestamp() });
    return { modifiedCount: 1, refunds };
  });
}
