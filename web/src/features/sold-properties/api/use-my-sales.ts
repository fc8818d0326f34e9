import { agentSalesPageQuery } from '@homehaven/domain/queries/agent';
import { DASHBOARD_PAGE_SIZE, type PageCursor } from '@homehaven/domain/queries/paging';
import { toOffer, type Offer } from '../../../lib/firebase/documents';
import { usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { useAuth } from '../../../lib/auth/use-auth';

/** A sale's cursor: when it was decided (accepted), and its id. */
function saleCursor(offer: Offer): PageCursor {
  return { value: offer.decidedAt ?? offer.createdAt, id: offer.id };
}

/** A page of the agent's sales (accepted offers), latest first, live. */
export function useMySales(view: PageView) {
  const { user } = useAuth();
  return usePagedQuery(user ? agentSalesPageQuery(user.uid, view) : null, view, DASHBOARD_PAGE_SIZE, toOffer, saleCursor);
}
