import { apiFetch } from '../../../lib/api-client';
import type { Offer } from '../../../lib/firebase/documents';

/** What an agent decides on a paid offer. */
export type Decision = 'accepted' | 'rejected';

/**
 * `PATCH /offers/{id}`: the decision endpoint. Accepting marks the listing sold and rejects (and
 * refunds) every other offer on it in one transaction; rejecting refunds this one (docs/payments.md).
 */
export async function decideOffer(offer: Offer, status: Decision): Promise<void> {
  await apiFetch(`/offers/${encodeURIComponent(offer.id)}`, { method: 'PATCH', body: JSON.stringify({ status, propertyId: offer.propertyId }) });
}
