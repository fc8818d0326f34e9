import { MessagesLayout } from './components/messages-layout';

/** Messages (/dashboard/messages): the inbox of a buyer or an agent, latest message first, live. */
export function MessagesPage() {
  return <MessagesLayout conversationId={null} />;
}
