import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { bankDetailsOf, receivedOf, type OfferTransfer, type TransferBankDetails } from '@homehaven/domain/bank-transfers';

/** Stripe's transfer instructions on a PaymentIntent waiting for its money (null once paid or cancelled). */
export function instructionsOf(intent: Stripe.PaymentIntent): Stripe.PaymentIntent.NextAction.DisplayBankTransferInstructions | null {
  return intent.next_action?.display_bank_transfer_instructions ?? null;
}

/** Whether a PaymentIntent is paid (or to be paid) by bank transfer. */
export const isBankTransfer = (intent: Pick<Stripe.PaymentIntent, 'payment_method_types'>): boolean => intent.payment_method_types.includes('customer_balance');

/** The transfer an offer keeps for a PaymentIntent just confirmed for bank transfer: what to send, where, by when. */
export function transferOfIntent(intent: Stripe.PaymentIntent, bank: TransferBankDetails, dueAt: Timestamp, now: Timestamp): OfferTransfer<Timestamp> {
  const instructions = instructionsOf(intent);
  const funded = intent.status === 'succeeded';
  return {
    paymentIntentId: intent.id,
    status: funded ? 'funded' : 'awaiting',
    amountCents: intent.amount,
    receivedCents: funded ? intent.amount : receivedOf(intent.amount, instructions?.amount_remaining),
    reference: instructions?.reference ?? '',
    bank,
    dueAt,
    createdAt: now,
  };
}

/** The payer's bank details from a confirmed transfer intent, or null when Stripe gave none. */
export const bankOfIntent = (intent: Stripe.PaymentIntent): TransferBankDetails | null => bankDetailsOf(instructionsOf(intent));

/** A transfer as the facade answers it: times as ISO text. */
export function transferAnswer(transfer: OfferTransfer<Timestamp>) {
  const iso = (time: Timestamp | undefined) => (time instanceof Timestamp ? time.toDate().toISOString() : undefined);
  return {
    ...transfer,
    dueAt: iso(transfer.dueAt) ?? '',
    createdAt: iso(transfer.createdAt) ?? '',
    ...(transfer.fundedAt ? { fundedAt: iso(transfer.fundedAt) } : {}),
    ...(transfer.canceledAt ? { canceledAt: iso(transfer.canceledAt) } : {}),
  };
}
