import { ownNewestPage, type PageRequest } from './paging';
import type { CollectionQuery } from './query-spec';

/** Most unread notifications the bell counts; beyond it shows "9+". */
export const BELL_COUNT_LIMIT = 10;

/** A person's saved searches, newest first, a page at a time (the rules let only their owner read them). */
export function savedSearchesPageQuery(uid: string, request: PageRequest = {}): CollectionQuery {
  return ownNewestPage('savedSearches', 'userUid', uid, request);
}

/** A person's alerts, newest first, a page at a time. */
export function notificationsPageQuery(uid: string, request: PageRequest = {}): CollectionQuery {
  return ownNewestPage('notifications', 'userUid', uid, request);
}

/** A person's unread alerts, newest first, as many as the bell counts (one more tells "9+"). */
export function unreadNotificationsQuery(uid: string): CollectionQuery {
  return {
    collection: 'notifications',
    spec: {
      where: [
        ['userUid', '==', uid],
        ['read', '==', false],
      ],
      orderBy: [['createdAt', 'desc']],
      limit: BELL_COUNT_LIMIT,
    },
  };
}
