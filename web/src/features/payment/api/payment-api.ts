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
