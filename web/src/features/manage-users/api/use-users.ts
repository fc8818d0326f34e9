import { usersPageQuery, type UserFilters } from '@homehaven/domain/queries/admin';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toManagedUser } from './to-managed-user';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';

/** A page of users, newest first, or of those a search and the filters find; live, so a role changed by any admin shows at once. */
export function useUsers(search: string | null, view: PageView, filters: UserFilters) {
  return usePagedQuery(usersPageQuery(search, view, DASHBOARD_PAGE_SIZE, filters), view, DASHBOARD_PAGE_SIZE, toManagedUser, newestCursor);
}
