import { FieldValue } from 'firebase-admin/firestore';
import { DECISION_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { refuse } from '../http/http-error';
import { recordOwed, refundOfStoredOffer } from '../refunds/record';
import { readDecidable, type Decision } from './decidable-offer';
import { offerRef } from './offer-store';
import { contendedTransaction } from '../firestore/contended-transaction';

/**
 * Rejects a bought offer in a transaction that also records its refund as owed (refunds/), and answers
 * that refund, to attempt after commit. The status changes first so a refund can never follow an accept
 * of the same offer that won a race; a repeat changes nothing and answers the refund again (a refunded
 * record is not sent to Stripe again), which is how a failed refund can be retried at once.
 */
export function rejectOffer(offerId: string, uid: string, propertyId?: string): Promise<Decision> {
  return contendedTransaction(async (tx) => {
    const { offer } = await readDecidable(tx, offerId, uid, propertyId);
    if (offer.status !== 'rejected' && offer.status !== 'bought') refuse(409, DECISION_API_MESSAGES.notBought);
    const refunds = refundOfStoredOffer(offer, 'offer-rejected');
    await recordOwed(tx, refunds);
    if (offer.status === 'rejected') return { modifiedCount: 0, refunds };
    tx.update(offerRef(offerId), { status: 'rejected', decidedAt: FieldValue.serverTimestamp() });
    return { modifiedCount: 1, refunds };
  });
}
