import type { Request, Response } from 'express';
import { z } from 'zod';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { MEMBER_ROLES } from '@homehaven/domain/roles';
import { stripe } from '../config';
import { callerInRole } from '../http/caller';
import { refuse } from '../http/http-error';
import { docIdParam, parseBody } from '../http/parse';
import { loadOffer } from '../offers/offer-store';
import { isStripeError } from '../stripe/stripe-errors';
import { fulfilPayment } from './fulfil-payment';

/** The body: a Stripe PaymentIntent id (`pi_` and letters, digits or underscores); other fields are ignored. */
const paymentSuccessSchema = z.object({ transactionId: z.string().regex(/^pi_[A-Za-z0-9_]{1,250}$/) });

/** The PaymentIntent from Stripe; 400 when Stripe has no such intent. */
async function retrieveIntent(id: string) {
  try {
    return await stripe().paymentIntents.retrieve(id);
  } catch (error) {
    if (isStripeError(error, 'resource_missing')) refuse(400, PAYMENT_API_MESSAGES.paymentNotFound);
    throw error;
  }
}

/**
 * `PATCH /makeOffer/payment-success/{id}` `{transactionId}`: the buyer reports a payment; the offer is
 * marked bought only after the PaymentIntent is read from Stripe and matches it. Answers `{modifiedCount}`.
 */
export async function paymentSuccess(req: Request, res: Response): Promise<void> {
  const { transactionId } = parseBody(paymentSuccessSchema, req, PAYMENT_API_MESSAGES.badSuccessBody);
  const offerId = docIdParam(req, 'id', PAYMENT_API_MESSAGES.offerNotFound);
  const { uid } = await callerInRole(req, MEMBER_ROLES, () => PAYMENT_API_MESSAGES.fraud);
  const offer = await loadOffer(offerId);
  if (offer.buyerUid !== uid) refuse(403, PAYMENT_API_MESSAGES.notYourOffer);
  const intent = await retrieveIntent(transactionId);
  res.json({ modifiedCount: await fulfilPayment(intent, offerId, 'success') });
}
