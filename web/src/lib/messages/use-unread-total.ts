import { unreadFieldOf } from '@homehaven/domain/conversations';
import { inboxPageQuery } from '@homehaven/domain/queries/messages';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { useLiveQuery } from '../firebase/use-live-query';

/**
 * The signed-in person's unread messages, live, for the sidebar's Messages badge. It reads the inbox's
 * first page (the same query the inbox runs, so the SDK shares one listener): the conversations with
 * the latest messages, which is where unread ones are. A conversation further down with unread
 * messages is not counted, which keeps the badge one small read. `null` uid reads nothing.
 */
export function useUnreadTotal(uid: string | null): number {
  const result = useLiveQuery(uid ? inboxPageQuery(uid, {}, DASHBOARD_PAGE_SIZE) : null, (snapshot) =>
    snapshot.docs.reduce((sum, doc) => {
      // Only run with a uid (the query is null without one).
      const field = unreadFieldOf({ buyerUid: String(doc.get('buyerUid')) }, uid ?? '');
      const count: unknown = doc.get(field);
      return sum + (typeof count === 'number' && count > 0 ? count : 0);
    }, 0),
  );
  return result.status === 'success' ? result.data : 0;
}
