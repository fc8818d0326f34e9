import { usersPageQuery } from '@homehaven/domain/queries/admin';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toUser } from '../../../lib/firebase/documents';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';

/** A page of users, newest first, or of those a search finds; live, so a role changed by any admin shows at once. */
export function useUsers(search: string | null, view: PageView) {
  return usePagedQuery(usersPageQuery(search, view), view, DASHBOARD_PAGE_SIZE, toUser, newestCursor);
}
