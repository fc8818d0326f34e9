import { FieldValue } from 'firebase-admin/firestore';
import { DECISION_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { refuse } from '../http/http-error';
import { db } from '../firestore/db';
import { propertyRef } from '../properties/listing';
import { recordOwed, refundOfOffer } from '../refunds/record';
import { readDecidable, type Decision } from './decidable-offer';
import { offerRef } from './offer-store';
import { declineForGoneListing, openViewingsOf } from '../viewings/close-viewings';
import { contendedTransaction } from '../firestore/contended-transaction';
import { freeSlot } from '../billing/listing-slots';
import { awaitedTransfersOf } from '../bank-transfers/cancel-transfer';

/** Offer states an accept closes: still open to a decision. */
const OPEN_STATUSES: readonly unknown[] = ['pending', 'bought'];

/**
 * Accepts a bought offer in ONE transaction: the offer accepted, its property sold, every other open
 * offer on the property rejected, its upcoming visits declined (their buyers told), and a refund
 * recorded as owed for each paid one (refunds/). The transaction re-reads the property and its offers, so of two agents' tabs accepting different offers
 * at once exactly one wins; the other finds the property sold (409). Answers the refunds to attempt
 * after commit: every paid offer on the property other than this one, also ones rejected earlier (a
 * refunded record is not sent to Stripe again). A repeat of the same accept changes nothing and
 * answers the same refunds.
 */
export function acceptOffer(offerId: string, uid: string, propertyId?: string): Promise<Decision> {
  return contendedTransaction(async (tx) => {
    const { offer, property, propertyData } = await readDecidable(tx, offerId, uid, propertyId);
    const siblings = (await tx.get(db.collection('offers').where('propertyId', '==', offer.propertyId))).docs.filter((doc) => doc.id !== offerId);
    const openViewings = await tx.get(openViewingsOf('propertyId', offer.propertyId));
    const repeat = offer.status === 'accepted' && property.soldOfferId === offerId;
    // A sold listing frees its plan's slot (docs/plans.md "Quotas"); read before the writes.
    const free = repeat ? () => undefined : await freeSlot(tx, propertyData);
    if (!repeat && (property.sold || siblings.some((doc) => doc.get('status') === 'accepted'))) {
      refuse(409, DECISION_API_MESSAGES.alreadySold);
    }
    if (!repeat && offer.status !== 'bought') refuse(409, DECISION_API_MESSAGES.notBought);
    // Paid siblings are owed back: rejected by this accept, or by the agent earlier.
    const refunds = siblings.filter((doc) => doc.get('status') !== 'accepted').flatMap((doc) => refundOfOffer(doc, doc.get('status') === 'rejected' ? 'offer-rejected' : 'sale-accepted-other'));
    await recordOwed(tx, refunds);
    if (!repeat) {
      const decidedAt = FieldValue.serverTimestamp();
      for (const doc of siblings) if (OPEN_STATUSES.includes(doc.get('status'))) tx.update(doc.ref, { status: 'rejected', decidedAt });
      tx.update(offerRef(offerId), { status: 'accepted', decidedAt });
      tx.update(propertyRef(offer.propertyId), { soldAt: decidedAt, soldOfferId: offerId });
      free();
      // A sold listing is visited no more: its upcoming visits are declined and their buyers told.
      declineForGoneListing(tx, openViewings.docs);
    }
    return { modifiedCount: repeat ? 0 : 1, refunds, transfers: awaitedTransfersOf(siblings) };
  });
}
