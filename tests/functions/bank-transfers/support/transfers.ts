import { expect } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import { STRIPE_STAND_IN, STRIPE_STAND_IN_URL } from '../../../../functions/src/stripe/stand-in-settings';
import type { EmulatorAccount } from '../../../../tools/emulators/auth-rest';
import { API_URL } from '../../../../tools/emulators/config';
import { startBankTransfer } from '../../../../tools/emulators/facade-client';
import { sendBankTransfer, stripeCall } from '../../../../tools/stripe-stand-in/client';
import { stripeSignatureHeader } from '../../../../tools/stripe-stand-in/signature';
import type { WebhookDelivery } from '../../../../tools/stripe-stand-in/webhooks';
import { eventually } from '../../facade/support/admin';
import { db, read } from '../../payments/support/world';

/** A transfer as the facade answers it and the offer keeps it. */
export interface TransferAnswer {
  paymentIntentId: string;
  status: string;
  amountCents: number;
  receivedCents: number;
  reference: string;
  bank: { bankName: string; accountHolderName: string; accountNumber: string; routingNumber: string };
  dueAt: string;
}

/** The buyer chooses bank transfer for their offer; answers the transfer the facade gives. */
export async function transferFor(buyer: EmulatorAccount, offerId: string): Promise<TransferAnswer> {
  const answer = await startBankTransfer(buyer.idToken, offerId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as TransferAnswer;
}

/** Money arriving at the stand-in's bank quoting `reference`, as a person sends it by hand (docs/payments.md "Bank transfers"). */
export async function sendMoney(reference: string, amountCents: number): Promise<void> {
  const answer = await sendBankTransfer(reference, amountCents);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The offer's stored transfer. */
export async function storedTransfer(offerId: string): Promise<DocumentData | undefined> {
  return (await read(`offers/${offerId}`))?.transfer as DocumentData | undefined;
}

/** Waits until the offer's document satisfies `check`. */
export function offerBecomes(offerId: string, what: string, check: (offer: DocumentData) => boolean): Promise<void> {
  return eventually(what, async () => check((await read(`offers/${offerId}`)) ?? {}));
}

/** The refund records returning money from the payer's balance at Stripe (reason unclaimed-transfer) for `customerId`. */
export async function balanceReturns(customerId: string): Promise<DocumentData[]> {
  const found = await db.collection('refunds').where('customerId', '==', customerId).get();
  return found.docs.map((doc) => doc.data());
}

/** The Stripe customer the buyer's transfers go to (`payers/{uid}`). */
export async function customerOf(buyer: EmulatorAccount): Promise<string> {
  return String((await read(`payers/${buyer.uid}`))?.stripeCustomerId ?? '');
}

/** What the payer's balance at the stand-in holds, in cents. */
export async function balanceOf(customerId: string): Promise<number> {
  const { body } = await stripeCall('GET', `/v1/customers/${customerId}/cash_balance`);
  return Number((body.available as Record<string, number> | null)?.usd ?? 0);
}

/** Every event the stand-in sent about a customer's objects, once delivered. */
export async function customerEvents(customerId: string): Promise<WebhookDelivery[]> {
  const response = await fetch(`${STRIPE_STAND_IN_URL}/_stand-in/webhook-deliveries?customer=${customerId}`);
  return (await response.json()) as WebhookDelivery[];
}

/** Posts an event signed with the stand-in's webhook secret (or `secret`) to the facade's webhook, as Stripe would (or a forger). */
export async function postSignedEvent(type: string, object: unknown, secret: string = STRIPE_STAND_IN.webhookSecret): Promise<number> {
  const payload = JSON.stringify({
    id: `evt_test_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const response = await fetch(`${API_URL}/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripeSignatureHeader(payload, secret) },
    body: payload,
  });
  return response.status;
}
