import type { DocumentSnapshot } from 'firebase/firestore';
import type { ConversationDoc, MessageDoc } from '@homehaven/domain/conversations';
import type { PageCursor } from '@homehaven/domain/queries/paging';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import { toInstant } from '../../../lib/firebase/documents';

/** A conversation as the screens use it: its id, its fields, times as plain instants. */
export type Conversation = ConversationDoc<InstantValue> & { id: string };
/** A message as the thread shows it; `pending` while the server has not confirmed it yet. */
export type Message = Omit<MessageDoc<InstantValue>, 'countedAt'> & { id: string; pending: boolean };

/** A conversation from its document (rules validate every write; only times are converted). */
export function toConversation(snapshot: DocumentSnapshot): Conversation {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as unknown as ConversationDoc;
  const last = data.lastMessage;
  return {
    ...data,
    id: snapshot.id,
    createdAt: toInstant(data.createdAt),
    updatedAt: toInstant(data.updatedAt),
    lastMessage: last ? { ...last, sentAt: toInstant(last.sentAt) } : null,
  };
}

/** A message from its document (a just-sent one carries an estimated time until the server's arrives). */
export function toMessage(snapshot: DocumentSnapshot): Message {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as unknown as MessageDoc;
  return { senderUid: data.senderUid, text: data.text, sentAt: toInstant(data.sentAt), id: snapshot.id, pending: snapshot.metadata.hasPendingWrites };
}

/** The inbox's cursor at a conversation: its latest-message time and id. */
export function inboxCursor(conversation: Conversation): PageCursor {
  return { value: conversation.updatedAt, id: conversation.id };
}
