import type { PlanDoc } from '@homehaven/domain/plans';
import { pricingOfPlans } from '@homehaven/domain/pricing';
import { plansOnSaleQuery } from '@homehaven/domain/queries/plans';
import { useLiveQuery } from '../firebase/use-live-query';
import type { PricingState } from './use-pricing';

const ON_SALE = plansOnSaleQuery();

/**
 * The plans on sale for a signed-in page (Billing, docs/plans.md "The Billing page"): read from
 * Firestore, live, under the rules (anyone reads a visible plan), so the page rendered per request
 * paints them with its first HTML instead of asking `GET /plans` after hydrating. Pricing, a public
 * page, keeps its prerendered answer (use-pricing.ts).
 */
export function usePlansOnSale(): { state: PricingState; retry: () => void } {
  const live = useLiveQuery(ON_SALE, (snapshot) => pricingOfPlans(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as PlanDoc }))));
  if (live.status === 'loading') return { state: { status: 'loading' }, retry: live.retry };
  if (live.status === 'error') return { state: { status: 'error' }, retry: live.retry };
  return { state: { status: 'success', pricing: live.data }, retry: live.retry };
}
