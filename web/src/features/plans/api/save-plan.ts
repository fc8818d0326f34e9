import { FREE_PLAN_ID } from '@homehaven/domain/listing-slots';
import type { PlanTerms } from '@homehaven/domain/plans';
import type { PlanAllowances } from '@homehaven/domain/listing-slots';
import type { OneOffKind } from '@homehaven/domain/one-off-prices';
import { apiFetch } from '../../../lib/api-client';

/** Adds a paid plan (`POST /plans`, docs/facade.md "Paths"): the facade makes its Stripe product and prices. */
export async function addPlan(terms: PlanTerms): Promise<void> {
  await apiFetch('/plans', { method: 'POST', body: JSON.stringify(terms) });
}

/** Changes a paid plan (`PUT /plans/{planId}`): a new price or allowance is its next version. */
export async function changePlan(planId: string, terms: PlanTerms): Promise<void> {
  await apiFetch(`/plans/${encodeURIComponent(planId)}`, { method: 'PUT', body: JSON.stringify(terms) });
}

/** Changes the free plan's allowances (`PUT /plans/free`), given to every account on it. */
export async function changeFreePlan(allowances: PlanAllowances): Promise<void> {
  await apiFetch(`/plans/${FREE_PLAN_ID}`, { method: 'PUT', body: JSON.stringify(allowances) });
}

/** Sets what a paid submission or a paid feature costs (`PUT /one-off-prices/{kind}`): payments started from now cost it. */
export async function changeOneOffPrice(kind: OneOffKind, amountCents: number): Promise<void> {
  await apiFetch(`/one-off-prices/${kind}`, { method: 'PUT', body: JSON.stringify({ amountCents }) });
}
