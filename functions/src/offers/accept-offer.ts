import { FieldValue } from 'firebase-admin/firestore';
import { MESSAGES } from '@homehaven/domain/messages';
import { HttpError } from '../facade/http-error';
import { readDecidable, type Decision } from './decidable-offer';
import { db, offerRef, propertyRef } from './offer-store';

/**
 * Accepts a bought offer in ONE transaction: the offer accepted, its property sold, every other open
 * offer on the property rejected. The transaction re-reads the property and its offers, so of two
 * agents' tabs accepting different offers at once exactly one wins; the other finds the property sold
 * (409). Answers the paid offers on the property now rejected, to refund after commit. A repeat of the
 * same accept changes nothing and answers the same refunds (they are idempotent).
 */
export function acceptOffer(offerId: string, uid: string, propertyId?: string): Promise<Decision> {
  return db.runTransaction(async (tx) => {
    const { offer, property } = await readDecidable(tx, offerId, uid, propertyId);
    const siblings = (await tx.get(db.collection('offers').where('propertyId', '==', offer.propertyId))).docs.filter((doc) => doc.id !== offerId);
    const repeat = offer.status === 'accepted' && property.soldOfferId === offerId;
    if (!repeat && (property.soldOfferId || siblings.some((doc) => doc.get('status') === 'accepted'))) {
      throw new HttpError(409, MESSAGES.decisionApi.alreadySold);
    }
    if (!repeat && offer.status !== 'bought') throw new HttpError(409, MESSAGES.decisionApi.notBought);
    const refunds: Decision['refunds'] = [];
    const decidedAt = FieldValue.serverTimestamp();
    for (const doc of siblings) {
      const status: unknown = doc.get('status');
      const transactionId: unknown = doc.get('transactionId');
      if (!repeat && (status === 'pending' || status === 'bought')) tx.update(doc.ref, { status: 'rejected', decidedAt });
      if (typeof transactionId === 'string' && transactionId) refunds.push({ offerId: doc.id, transactionId });
    }
    if (!repeat) {
      tx.update(offerRef(offerId), { status: 'accepted', decidedAt });
      tx.update(propertyRef(offer.propertyId), { soldAt: decidedAt, soldOfferId: offerId });
    }
    return { modifiedCount: repeat ? 0 : 1, refunds };
  });
}
