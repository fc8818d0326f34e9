import { THREAD_PAGE_SIZE } from '../conversations';
import { DASHBOARD_PAGE_SIZE, pageQuery, type PageRequest } from './paging';
import { DOCUMENT_ID, type CollectionQuery, type MessagesPath } from './query-spec';

/**
 * A person's inbox: the conversations they take part in (as buyer or agent), the latest message
 * first, a page at a time. `participants` is `[buyerUid, agentUid]`, so one array-contains query serves
 * both sides, and the rules can prove every result is the caller's.
 */
export function inboxPageQuery(uid: string, request: PageRequest = {}, pageSize = DASHBOARD_PAGE_SIZE): CollectionQuery {
  return pageQuery('conversations', [['participants', 'array-contains', uid]], ['updatedAt', 'desc'], request, pageSize);
}

/** The path of a conversation's messages. */
export function messagesPath(conversationId: string): MessagesPath {
  return `conversations/${conversationId}/messages`;
}

/**
 * The newest `count` messages of a conversation, newest first, plus one more that only tells whether
 * earlier ones exist ("Show earlier" asks again with a larger count; the thread shows them oldest first).
 */
export function threadQuery(conversationId: string, count: number = THREAD_PAGE_SIZE): CollectionQuery {
  return {
    collection: messagesPath(conversationId),
    spec: {
      orderBy: [
        ['sentAt', 'desc'],
        [DOCUMENT_ID, 'desc'],
      ],
      limit: count + 1,
    },
  };
}
