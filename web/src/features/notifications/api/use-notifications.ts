import { notificationsPageQuery } from '@homehaven/domain/queries/alerts';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { useAuth } from '../../../lib/auth/use-auth';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { toNotification } from './notification';

/** A page of the signed-in person's alerts, newest first, live: a new alert appears as the trigger writes it. */
export function useNotifications(view: PageView) {
  const { user } = useAuth();
  return usePagedQuery(user ? notificationsPageQuery(user.uid, view) : null, view, DASHBOARD_PAGE_SIZE, toNotification, newestCursor);
}
