import type { SubscribeAnswer, SubscribeRequest } from '@homehaven/domain/subscriptions';
import { apiFetch } from '../../../lib/api-client';

/** Starts a subscription (`POST /billing/subscription`, docs/facade.md "Paths"): the server decides its price; answers the first invoice's secret. */
export function startSubscription(request: SubscribeRequest): Promise<SubscribeAnswer> {
  return apiFetch<SubscribeAnswer>('/billing/subscription', { method: 'POST', body: JSON.stringify(request) });
}
