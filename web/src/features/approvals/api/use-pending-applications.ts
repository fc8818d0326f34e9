import { pendingApplicationsPageQuery } from '@homehaven/domain/queries/applications';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toApplication, type Application } from '../../../lib/applications/application';
import { usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';

/** A queue item's cursor: when it was sent, and its id. */
const sentCursor = (application: Application) => ({ value: application.submittedAt, id: application.id });

/** A page of the applications waiting for a decision, the longest-waiting first, live: one sent or decided elsewhere shows at once. */
export function usePendingApplications(view: PageView) {
  return usePagedQuery(pendingApplicationsPageQuery(view), view, DASHBOARD_PAGE_SIZE, toApplication, sentCursor);
}
