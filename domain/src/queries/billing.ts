import { accountInvoicesPath } from '../subscriptions';
import { pageQuery, type PageRequest } from './paging';
import type { CollectionQuery } from './query-spec';

/** A page of a billing account's invoices, newest first (the Billing page, docs/plans.md "The Billing page"): its holder's and admins'. */
export function accountInvoicesPageQuery(holderUid: string, request: PageRequest, pageSize: number): CollectionQuery {
  return pageQuery(accountInvoicesPath(holderUid), [], ['createdAt', 'desc'], request, pageSize);
}
