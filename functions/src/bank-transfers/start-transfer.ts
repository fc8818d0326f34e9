import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Request, Response } from 'express';
import { TRANSFER_API_MESSAGES, TRANSFER_WINDOW_DAYS } from '@homehaven/domain/bank-transfers';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { MEMBER_ROLES } from '@homehaven/domain/roles';
import { stripe } from '../config';
import { contendedTransaction } from '../firestore/contended-transaction';
import { db } from '../firestore/db';
import { callerInRole } from '../http/caller';
import { refuse } from '../http/http-error';
import { docIdParam } from '../http/parse';
import { logs } from '../logs';
import { loadOffer, offerFrom, offerRef } from '../offers/offer-store';
import { fulfilPayment } from '../payments/fulfil-payment';
import { CURRENCY, dollarsToCents } from '../stripe/amount';
import { payerCustomerOf } from './payer-customer';
import { bankOfIntent, transferAnswer, transferOfIntent } from './transfer-intent';
import { transferMail } from './transfer-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /offers/{id}/bank-transfer`: the buyer pays their pending offer by bank transfer. Stripe
 * confirms a `customer_balance` PaymentIntent for the stored amount on the buyer's customer, and the
 * offer keeps its instructions (`transfer`: bank details, reference, amount, the day the money must
 * arrive), which are also e-mailed. Answers the transfer. A transfer already awaited is answered
 * again; one intent per attempt (the idempotency key counts cancelled transfers), so a double click
 * makes one. The offer becomes bought when Stripe says the money arrived (the webhook).
 */
export async function startTransfer(req: Request, res: Response): Promise<void> {
  const offerId = docIdParam(req, 'id', PAYMENT_API_MESSAGES.offerNotFound);
  const caller = await callerInRole(req, MEMBER_ROLES, () => PAYMENT_API_MESSAGES.fraud);
  const offer = await loadOffer(offerId);
  if (offer.buyerUid !== caller.uid) refuse(403, PAYMENT_API_MESSAGES.notYourOffer);
  if (offer.status !== 'pending') refuse(409, PAYMENT_API_MESSAGES.notPending);
  if (offer.transfer?.status === 'awaiting') {
    res.json(transferAnswer(offer.transfer));
    return;
  }
  const amount = dollarsToCents(offer.offerAmount, TRANSFER_API_MESSAGES);
  const attempt = offer.transferAttempts + 1;
  const customer = await payerCustomerOf(caller);
  const intent = await stripe().paymentIntents.create(
    {
      amount,
      currency: CURRENCY,
      customer,
      payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: { customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'us_bank_transfer' } } },
      confirm: true,
      description: `Offer on ${offer.propertyTitle || 'a property'}`.slice(0, 1000),
      metadata: { offerId, propertyId: offer.propertyId, buyerUid: caller.uid },
    },
    { idempotencyKey: `offer-${offerId}-transfer-${attempt}` },
  );
  const bank = bankOfIntent(intent);
  if (!bank && intent.status !== 'succeeded') refuse(503, TRANSFER_API_MESSAGES.noInstructions);
  const now = Timestamp.now();
  const transfer = transferOfIntent(
    intent,
    bank ?? { bankName: '', accountHolderName: '', accountNumber: '', routingNumber: '' },
    Timestamp.fromMillis(now.toMillis() + TRANSFER_WINDOW_DAYS * DAY_MS),
    now,
  );
  const kept = await contendedTransaction(async (tx) => {
    const current = offerFrom(await tx.get(offerRef(offerId)));
    if (current.transfer?.paymentIntentId === intent.id || current.transfer?.status === 'awaiting') return current.transfer;
    if (current.status !== 'pending') return undefined;
    tx.update(offerRef(offerId), { transfer, transferAttempts: attempt });
    tx.create(db.collection('mail').doc(), transferMail(current.buyerEmail, current.propertyTitle, transfer, FieldValue.serverTimestamp()));
    return transfer;
  });
  if (!kept) {
    // Decided meanwhile (another offer accepted): the transfer is withdrawn before any money is sent.
    await stripe().paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    refuse(409, PAYMENT_API_MESSAGES.notPending);
  }
  logs.transferReady(offerId, intent.id, amount);
  // Money already in the buyer's balance may have paid it at once: fulfilled now, as the webhook would.
  if (intent.status === 'succeeded') await fulfilPayment(intent, offerId, 'success');
  res.json(transferAnswer(kept));
}
