import type { PurchaseAnswer } from '@homehaven/domain/one-off-prices';
import { apiFetch } from '../../../lib/api-client';

/** A paid submission's PaymentIntent (`POST /billing/submission`, docs/facade.md "Paths"): the server decides its price. */
export function buySubmission(): Promise<PurchaseAnswer> {
  return apiFetch<PurchaseAnswer>('/billing/submission', { method: 'POST', body: '{}' });
}
