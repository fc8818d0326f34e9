import type { Request, Response } from 'express';
import { z } from 'zod';
import { TRANSFER_API_MESSAGES } from '@homehaven/domain/bank-transfers';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { MEMBER_ROLES } from '@homehaven/domain/roles';
import { stripe } from '../config';
import { callerInRole } from '../http/caller';
import { refuse } from '../http/http-error';
import { docIdSchema, parseBody } from '../http/parse';
import { logs } from '../logs';
import { loadOffer } from '../offers/offer-store';
import { CURRENCY, dollarsToCents } from '../stripe/amount';

/** The offer id, as `offerId` or as the contract's `orderPropertyId` (other fields, such as `price`, are ignored). */
const paymentSecretSchema = z
  .object({ offerId: z.unknown().optional(), orderPropertyId: z.unknown().optional() })
  .transform((body) => body.offerId ?? body.orderPropertyId)
  .pipe(docIdSchema);

/**
 * `POST /create-paymentSecret` `{orderPropertyId | offerId}`: a PaymentIntent for the caller's own
 * pending offer, for the stored offer amount (the request's `price` is ignored), answering
 * `{clientSecret}`. One idempotency key per offer, so a double click makes one intent.
 */
export async function createPaymentSecret(req: Request, res: Response): Promise<void> {
  const offerId = parseBody(paymentSecretSchema, req, PAYMENT_API_MESSAGES.badSecretBody);
  // Accounts in good standing only (a buyer may since have become an agent or admin); the offer must be theirs.
  const { uid } = await callerInRole(req, MEMBER_ROLES, () => PAYMENT_API_MESSAGES.fraud);
  const offer = await loadOffer(offerId);
  if (offer.buyerUid !== uid) refuse(403, PAYMENT_API_MESSAGES.notYourOffer);
  if (offer.status !== 'pending') refuse(409, PAYMENT_API_MESSAGES.notPending);
  // One way of paying at a time: an awaited transfer is cancelled first (docs/payments.md "Bank transfers").
  if (offer.transfer?.status === 'awaiting') refuse(409, TRANSFER_API_MESSAGES.notAllowedWhileAwaiting);
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
}
