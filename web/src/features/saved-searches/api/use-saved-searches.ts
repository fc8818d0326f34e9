import { savedSearchesPageQuery } from '@homehaven/domain/queries/alerts';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { useAuth } from '../../../lib/auth/use-auth';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { toSavedSearch } from './saved-search';

/** A page of the signed-in person's saved searches, newest first, live (one saved in another tab appears). */
export function useSavedSearches(view: PageView) {
  const { user } = useAuth();
  return usePagedQuery(user ? savedSearchesPageQuery(user.uid, view) : null, view, DASHBOARD_PAGE_SIZE, toSavedSearch, newestCursor);
}
