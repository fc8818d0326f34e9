import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { Request, Response } from 'express';
import { TRANSFER_API_MESSAGES } from '@homehaven/domain/bank-transfers';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { MEMBER_ROLES } from '@homehaven/domain/roles';
import { stripe } from '../config';
import { contendedTransaction } from '../firestore/contended-transaction';
import { callerInRole } from '../http/caller';
import { refuse } from '../http/http-error';
import { docIdParam } from '../http/parse';
import { logs } from '../logs';
import { loadOffer, offerFrom, offerRef } from '../offers/offer-store';
import { isStripeError } from '../stripe/stripe-errors';
import { transferAnswer } from './transfer-intent';

/**
 * Marks the offer's transfer by `paymentIntentId` cancelled, when it is still the one awaited: the
 * offer stays as it is (pending again for the buyer, or decided meanwhile). Stripe's
 * `payment_intent.canceled` and the calls that cancel all end here, so the last changes nothing.
 */
export function markTransferCanceled(offerId: string, paymentIntentId: string, why: string): Promise<boolean> {
  return contendedTransaction(async (tx) => {
    const offer = offerFrom(await tx.get(offerRef(offerId)));
    if (offer.transfer?.paymentIntentId !== paymentIntentId || offer.transfer.status !== 'awaiting') return false;
    tx.update(offerRef(offerId), { 'transfer.status': 'canceled', 'transfer.canceledAt': FieldValue.serverTimestamp() });
    logs.transferCanceled(offerId, paymentIntentId, why);
    return true;
  });
}

/**
 * Cancels a transfer at Stripe, then on the offer. Money already arrived for it goes back to the
 * payer's balance at Stripe, and from there to their bank (transfer-events.ts). A transfer that Stripe
 * finds already paid is left to the payment's webhook; one already cancelled is only marked.
 */
export async function cancelTransfer(offerId: string, paymentIntentId: string, why: string): Promise<boolean> {
  try {
    await stripe().paymentIntents.cancel(paymentIntentId, { cancellation_reason: 'abandoned' });
  } catch (error) {
    if (!isStripeError(error, 'payment_intent_unexpected_state')) throw error;
    const intent = await stripe().paymentIntents.retrieve(paymentIntentId);
    if (intent.status !== 'canceled') return false;
  }
  return markTransferCanceled(offerId, paymentIntentId, why);
}

/** An awaited transfer to cancel: its offer and PaymentIntent. */
export interface AwaitedTransfer {
  offerId: string;
  paymentIntentId: string;
}

/** The transfers still awaited among these offers' documents (read in a decision's transaction). */
export function awaitedTransfersOf(offers: readonly DocumentSnapshot[]): AwaitedTransfer[] {
  return offers.filter((doc) => doc.get('transfer.status') === 'awaiting').map((doc) => ({ offerId: doc.id, paymentIntentId: String(doc.get('transfer.paymentIntentId')) }));
}

/**
 * Cancels, each on its own, the transfers of offers a decision has just closed (a rival accepted, the
 * agent withdrawn), so their buyers are told to send nothing. One that fails is logged and left to the
 * hourly sweep, which ends it at its day (expire-transfers.ts).
 */
export async function cancelClosedTransfers(transfers: readonly AwaitedTransfer[], why: string): Promise<void> {
  const results = await Promise.allSettled(transfers.map(({ offerId, paymentIntentId }) => cancelTransfer(offerId, paymentIntentId, why)));
  results.forEach((result) => result.status === 'rejected' && logs.unexpected('cancel-closed-transfer', result.reason));
}

/** `POST /offers/{id}/bank-transfer/cancel`: the buyer gives up the awaited transfer (to pay by card, say). Answers the offer's transfer as it then stands. */
export async function cancelOwnTransfer(req: Request, res: Response): Promise<void> {
  const offerId = docIdParam(req, 'id', PAYMENT_API_MESSAGES.offerNotFound);
  const { uid } = await callerInRole(req, MEMBER_ROLES, () => PAYMENT_API_MESSAGES.fraud);
  const offer = await loadOffer(offerId);
  if (offer.buyerUid !== uid) refuse(403, PAYMENT_API_MESSAGES.notYourOffer);
  if (offer.transfer?.status !== 'awaiting') refuse(409, TRANSFER_API_MESSAGES.nothingToCancel);
  await cancelTransfer(offerId, offer.transfer.paymentIntentId, 'buyer');
  const after = (await loadOffer(offerId)).transfer;
  res.json(after ? transferAnswer(after) : {});
}
