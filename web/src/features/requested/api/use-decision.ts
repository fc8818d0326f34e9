import { formatPrice } from '@homehaven/domain/format';
import { DECISION_MESSAGES } from '@homehaven/domain/offer-messages';
import { messageOf } from '../../../lib/errors';
import type { Offer } from '../../../lib/firebase/documents';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { decideOffer, type Decision } from './decide-offer';

/** The decision being asked about. */
export interface PendingDecision {
  offer: Offer;
  status: Decision;
}

/** The confirm dialog's words for a decision: what will happen to the listing and the money. */
export function decisionQuestion({ offer, status }: PendingDecision): { title: string; text: string; confirm: string } {
  const amount = formatPrice(offer.offerAmount);
  const buyer = offer.buyerName || offer.buyerEmail;
  return status === 'accepted'
    ? {
        title: `Accept ${buyer}'s offer of ${amount}?`,
        text: `${offer.propertyTitle} is marked sold, and every other offer on it is rejected; paid ones are refunded.`,
        confirm: 'Yes, accept it',
      }
    : { title: `Reject ${buyer}'s offer of ${amount}?`, text: 'The buyer is refunded in full.', confirm: 'Yes, reject it' };
}

/**
 * Accept / Reject with a question first (one decision at a time: `useConfirmedAction`; the endpoint
 * would refuse a second one anyway, the offer being no longer bought).
 */
export function useDecision() {
  const question = useConfirmedAction(async ({ offer, status }: PendingDecision) => {
    try {
      await decideOffer(offer, status);
      notifySuccess(status === 'accepted' ? DECISION_MESSAGES.accepted : DECISION_MESSAGES.rejected);
    } catch (error) {
      console.error('offer decision', error);
      notifyError(messageOf(error, DECISION_MESSAGES.failed));
    }
  });
  return { ...question, asking: question.target };
}
