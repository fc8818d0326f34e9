import { PRICING_PLAN_LIMIT } from '../pricing';
import type { PageRequest } from './paging';
import { pageQuery } from './paging';
import type { CollectionQuery } from './query-spec';

/**
 * The plans on sale, cheapest first (`order` is the monthly price; the free plan is 0): the Pricing
 * page's read (`GET /plans`, one beyond its limit, since the free plan may be among them and is read
 * apart). firestore.indexes.json has its index (tests/functions/plans checks it is declared).
 */
export function plansOnSaleQuery(): CollectionQuery {
  return { collection: 'plans', spec: { where: [['visible', '==', true]], orderBy: [['order', 'asc']], limit: PRICING_PLAN_LIMIT + 1 } };
}

/** A page of every plan, the admins' (Plans screen, docs/plans.md "The admins' Plans screen"), cheapest first: the free plan, paid plans, hidden ones too. */
export function allPlansPageQuery(request: PageRequest, pageSize: number): CollectionQuery {
  return pageQuery('plans', [], ['order', 'asc'], request, pageSize);
}
