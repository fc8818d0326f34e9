import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { logs } from '../logs';
import { countMessage } from './count-message';

/**
 * On every new message (written by a participant under the rules), updates its conversation's last
 * message, updatedAt (the inbox's order) and the recipient's unread count. Idempotent (countMessage).
 */
export const onMessageCreated = onDocumentCreated('conversations/{conversationId}/messages/{messageId}', async (event) => {
  const { conversationId, messageId } = event.params;
  const outcome = await countMessage(conversationId, messageId);
  logs.messageCounted(conversationId, messageId, outcome);
});
