import { useParams } from 'react-router';
import { MessagesLayout } from './components/messages-layout';
import { ThreadPane } from './components/thread-pane';

/** One conversation (/dashboard/messages/{propertyId}_{buyerUid}): the thread, with the inbox beside it on desktop. */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  return (
    <MessagesLayout conversationId={conversationId}>
      <ThreadPane key={conversationId} conversationId={conversationId} />
    </MessagesLayout>
  );
}
