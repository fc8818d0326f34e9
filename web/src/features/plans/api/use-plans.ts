import { FREE_PLAN_ID } from '@homehaven/domain/listing-slots';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { allPlansPageQuery } from '@homehaven/domain/queries/plans';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';
import { usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { planCursor, toAdminPlan } from './admin-plan';

/** A page of every plan, cheapest first, hidden ones too, live: another admin's change shows at once. */
export function usePlans(view: PageView) {
  return usePagedQuery(allPlansPageQuery(view, DASHBOARD_PAGE_SIZE), view, DASHBOARD_PAGE_SIZE, toAdminPlan, planCursor);
}

/** The free plan's document, live (null until an admin first changes it: its defaults hold). */
export function useFreePlan() {
  return useLiveDocument('plans', FREE_PLAN_ID, toAdminPlan);
}
