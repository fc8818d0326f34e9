import type { Request, Response } from 'express';
import { MESSAGES } from '@homehaven/domain/messages';
import { stripe } from '../config';
import { callerOf } from '../facade/authenticate';
import { logs } from '../logs';
import { HttpError, answerError } from '../facade/http-error';
import { isDocId } from '../facade/validate';
import { loadOffer, refuseFraud } from '../offers/offer-store';
import { bodyField } from '../offers/read-body';
import { CURRENCY, dollarsToCents } from '../stripe/amount';

/**
 * `POST /create-paymentSecret` `{orderPropertyId | offerId}`: a PaymentIntent for the caller's own
 * pending offer, for the stored offer amount (the request's `price` is ignored), answering
 * `{clientSecret}`. One idempotency key per offer, so a double click makes one intent.
 */
export async function createPaymentSecret(req: Request, res: Response): Promise<void> {
  try {
    const offerId = bodyField(req, 'offerId') ?? bodyField(req, 'orderPropertyId');
    if (!isDocId(offerId)) throw new HttpError(400, MESSAGES.paymentApi.badSecretBody);
    const uid = callerOf(req)?.uid ?? '';
    await refuseFraud(uid);
    const offer = await loadOffer(offerId);
    if (offer.buyerUid !== uid) throw new HttpError(403, MESSAGES.paymentApi.notYourOffer);
    if (offer.status !== 'pending') throw new HttpError(409, MESSAGES.paymentApi.notPending);
    const amount = dollarsToCents(offer.offerAmount);
    const intent = await stripe().paymentIntents.create(
      {
        amount,
        currency: CURRENCY,
        payment_method_types: ['card'],
        description: `Offer on ${offer.propertyTitle || 'a property'}`.slice(0, 1000),
        metadata: { offerId, propertyId: offer.propertyId, buyerUid: uid },
      },
      { idempotencyKey: `offer-${offerId}-payment` },
    );
    logs.paymentIntentReady(offerId, intent.id, amount);
    res.json({ clientSecret: intent.client_secret });
  } catch (error) {
    answerError(res, error, 'create-paymentSecret', MESSAGES.paymentApi.unavailable);
  }
}
