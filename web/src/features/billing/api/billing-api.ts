import type { SubscribeRequest } from '@homehaven/domain/billing-schemas';
import type { ChangePlanAnswer, PayInvoiceAnswer, SubscribeAnswer } from '@homehaven/domain/subscriptions';
import { apiFetch } from '../../../lib/api-client';

/** Starts a subscription (`POST /billing/subscription`, docs/facade.md "Paths"): the server decides its price; answers the first invoice's secret. */
export function startSubscription(request: SubscribeRequest): Promise<SubscribeAnswer> {
  return apiFetch<SubscribeAnswer>('/billing/subscription', { method: 'POST', body: JSON.stringify(request) });
}

/** Another plan for the paid plan (`PATCH /billing/subscription`): an upgrade now, a downgrade from the period's end; the server decides which. */
export function changePlan(request: SubscribeRequest): Promise<ChangePlanAnswer> {
  return apiFetch<ChangePlanAnswer>('/billing/subscription', { method: 'PATCH', body: JSON.stringify(request) });
}

/** Ends the paid plan at the period's end (`atPeriodEnd`), or keeps it renewing (`POST /billing/subscription/cancel`). */
export function cancelPlan(atPeriodEnd: boolean): Promise<{ cancelAtPeriodEnd: boolean }> {
  return apiFetch('/billing/subscription/cancel', { method: 'POST', body: JSON.stringify({ atPeriodEnd }) });
}

/** The unpaid renewal's PaymentIntent, to pay it with a card (`POST /billing/subscription/pay`, past due only). */
export function payOpenInvoice(): Promise<PayInvoiceAnswer> {
  return apiFetch<PayInvoiceAnswer>('/billing/subscription/pay', { method: 'POST', body: '{}' });
}
