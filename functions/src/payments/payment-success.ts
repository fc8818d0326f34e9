import type { Request, Response } from 'express';
import { MESSAGES } from '@homehaven/domain/messages';
import { stripe } from '../config';
import { callerOf } from '../facade/authenticate';
import { HttpError, answerError } from '../facade/http-error';
import { isDocId } from '../facade/validate';
import { loadOffer } from '../offers/offer-store';
import { bodyField } from '../offers/read-body';
import { isStripeError } from '../stripe/stripe-errors';
import { fulfilPayment } from './fulfil-payment';

/** Stripe PaymentIntent ids: `pi_` and letters, digits or underscores. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;

/** The PaymentIntent from Stripe; 400 when Stripe has no such intent. */
async function retrieveIntent(id: string) {
  try {
    return await stripe().paymentIntents.retrieve(id);
  } catch (error) {
    if (isStripeError(error, 'resource_missing')) throw new HttpError(400, MESSAGES.paymentApi.paymentNotFound);
    throw error;
  }
}

/**
 * `PATCH /makeOffer/payment-success/{id}` `{transactionId}`: the buyer reports a payment; the offer is
 * marked bought only after the PaymentIntent is read from Stripe and matches it. Answers `{modifiedCount}`.
 */
export async function paymentSuccess(req: Request, res: Response): Promise<void> {
  try {
    const offerId = req.params.id;
    const transactionId = bodyField(req, 'transactionId');
    if (typeof transactionId !== 'string' || !PAYMENT_INTENT_ID.test(transactionId)) {
      throw new HttpError(400, MESSAGES.paymentApi.badSuccessBody);
    }
    if (!isDocId(offerId)) throw new HttpError(404, MESSAGES.paymentApi.offerNotFound);
    const offer = await loadOffer(offerId);
    if (offer.buyerUid !== callerOf(req)?.uid) throw new HttpError(403, MESSAGES.paymentApi.notYourOffer);
    const intent = await retrieveIntent(transactionId);
    res.json({ modifiedCount: await fulfilPayment(intent, offerId, 'success') });
  } catch (error) {
    answerError(res, error, 'payment-success', MESSAGES.paymentApi.unavailable);
  }
}
