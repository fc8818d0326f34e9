import type { OfferTransferAnswer } from '@homehaven/domain/bank-transfers';
import { apiFetch } from '../../../lib/api-client';
import type { Offer } from '../../../lib/firebase/documents';

/**
 * `POST /create-paymentSecret` for a stored offer (the REST contract's body, docs/payments.md). The function charges the
 * stored amount whatever `price` says, and answers the same PaymentIntent for the same offer.
 */
export async function createPaymentSecret(offer: Offer): Promise<string> {
  const body = { price: offer.offerAmount, orderPropertyId: offer.id, agentEmail: offer.agentEmail };
  const { clientSecret } = await apiFetch<{ clientSecret: string }>('/create-paymentSecret', { method: 'POST', body: JSON.stringify(body) });
  return clientSecret;
}

/** `PATCH /makeOffer/payment-success/{id}`: the function reads the PaymentIntent from Stripe and marks the offer bought. */
export async function recordPayment(offerId: string, transactionId: string): Promise<void> {
  await apiFetch(`/makeOffer/payment-success/${encodeURIComponent(offerId)}`, { method: 'PATCH', body: JSON.stringify({ transactionId }) });
}

/**
 * `POST /offers/{id}/bank-transfer`: the buyer pays their pending offer by bank transfer; answers the
 * transfer (bank details, reference, amount, the day it must arrive), which the offer also keeps. A
 * transfer already awaited is answered again (docs/payments.md "Bank transfers").
 */
export function startBankTransfer(offerId: string): Promise<OfferTransferAnswer> {
  return apiFetch<OfferTransferAnswer>(`/offers/${encodeURIComponent(offerId)}/bank-transfer`, { method: 'POST' });
}

/** `POST /offers/{id}/bank-transfer/cancel`: gives up the awaited transfer; money that arrived for it goes back. */
export async function cancelBankTransfer(offerId: string): Promise<void> {
  await apiFetch(`/offers/${encodeURIComponent(offerId)}/bank-transfer/cancel`, { method: 'POST' });
}
