import { expect } from 'vitest';
import type { DocumentData } from 'firebase-admin/firestore';
import type { EmulatorAccount } from '../../../../tools/emulators/auth-rest';
import { callApi, type ApiAnswer } from '../../../../tools/emulators/facade-client';
import { payOffer } from '../../payments/support/purchase';
import { read, seedOffer } from '../../payments/support/world';

/** `POST /refunds/{paymentIntentId}/retry` as `token`'s owner: an admin's Retry now. */
export function retryNow(token: string, paymentIntentId: string): Promise<ApiAnswer> {
  return callApi('POST', `/refunds/${paymentIntentId}/retry`, token);
}

/** The refund record of a PaymentIntent (`refunds/{id}`), or undefined when none is recorded. */
export function refundRecord(paymentIntentId: string): Promise<DocumentData | undefined> {
  return read(`refunds/${paymentIntentId}`);
}

/** An offer the buyer made on the agent's listing and paid through the stand-in (status bought); answers its id and PaymentIntent. */
export async function paidOffer(market: { agent: EmulatorAccount; buyer: EmulatorAccount; propertyId: string }): Promise<{ offerId: string; intentId: string }> {
  const offerId = await seedOffer(market.propertyId, market.agent, market.buyer);
  const intentId = await payOffer(market.buyer, offerId);
  expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'bought', transactionId: intentId });
  return { offerId, intentId };
}
