import { inboxPageQuery } from '@homehaven/domain/queries/messages';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { useAuth } from '../../../lib/auth/use-auth';
import { inboxCursor, toConversation } from './documents';

/**
 * A page of the signed-in person's conversations, latest message first, live: a new message moves its
 * conversation to the top with its unread count, without a reload. Reads nothing until a user is known.
 */
export function useInbox(view: PageView) {
  const { user } = useAuth();
  return usePagedQuery(user ? inboxPageQuery(user.uid, view) : null, view, DASHBOARD_PAGE_SIZE, toConversation, inboxCursor);
}
