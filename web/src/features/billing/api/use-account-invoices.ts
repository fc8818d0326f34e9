import type { DocumentSnapshot } from 'firebase/firestore';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { accountInvoicesPageQuery } from '@homehaven/domain/queries/billing';
import type { AccountInvoiceDoc } from '@homehaven/domain/subscriptions';
import { toInstant } from '../../../lib/firebase/documents';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';

/** An invoice as the Billing page lists it. */
export type AccountInvoice = Pick<AccountInvoiceDoc, 'number' | 'status' | 'reason' | 'amountDueCents' | 'amountPaidCents' | 'planName'> & { id: string; createdAt: InstantValue };

function toInvoice(snapshot: DocumentSnapshot): AccountInvoice {
  const data = snapshot.data() as AccountInvoiceDoc;
  return {
    id: snapshot.id,
    number: data.number,
    status: data.status,
    reason: data.reason,
    amountDueCents: data.amountDueCents,
    amountPaidCents: data.amountPaidCents,
    planName: data.planName,
    createdAt: toInstant(data.createdAt),
  };
}

/** A page of the account's invoices, newest first, live: a payment Stripe confirms shows at once. */
export function useAccountInvoices(holder: string | null, view: PageView) {
  return usePagedQuery(holder === null ? null : accountInvoicesPageQuery(holder, view, DASHBOARD_PAGE_SIZE), view, DASHBOARD_PAGE_SIZE, toInvoice, newestCursor);
}
