import type { PurchaseAnswer } from '@homehaven/domain/one-off-prices';
import { apiFetch } from '../../../lib/api-client';

const featurePath = (listingId: string) => `/properties/${encodeURIComponent(listingId)}/feature`;

/** Features a listing from its plan's allowance (`POST /properties/{id}/feature`, docs/facade.md "Paths"). */
export function featureFromPlan(listingId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(featurePath(listingId), { method: 'POST', body: '{}' });
}

/** A paid feature's PaymentIntent (`POST /properties/{id}/feature/payment`): the server decides its price. */
export function buyFeature(listingId: string): Promise<PurchaseAnswer> {
  return apiFetch<PurchaseAnswer>(`${featurePath(listingId)}/payment`, { method: 'POST', body: '{}' });
}
