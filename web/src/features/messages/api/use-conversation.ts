import { useLiveDocument } from '../../../lib/firebase/use-live-document';
import { toConversation } from './documents';

/** One conversation, live (its unread counts and last message follow); `null` until it exists or when it is not the viewer's. */
export function useConversation(conversationId: string | null) {
  return useLiveDocument('conversations', conversationId, toConversation);
}
