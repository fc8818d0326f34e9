import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { recipientUnreadField, type LastMessage } from '@homehaven/domain/conversations';
import { messagesPath } from '@homehaven/domain/queries/messages';
import { db } from '../firestore/db';
import { contendedTransaction } from '../firestore/contended-transaction';

/** What counting a message did. */
export type CountOutcome = 'counted' | 'already-counted' | 'missing';

/** A stored time as a Timestamp, or the epoch (sorts before every real message). */
function timeOf(value: unknown): Timestamp {
  return value instanceof Timestamp ? value : Timestamp.fromMillis(0);
}

/**
 * Counts a new message in its conversation, in one transaction: the recipient's unread count goes up
 * by one, and lastMessage and updatedAt follow it unless a newer message was counted first (events
 * may arrive out of order). The message is marked `countedAt`, so a duplicate delivery of the same
 * event changes nothing: exactly once per message. Clients cannot write any of these fields (rules).
 */
export function countMessage(conversationId: string, messageId: string): Promise<CountOutcome> {
  const conversationRef = db.collection('conversations').doc(conversationId);
  const messageRef = db.collection(messagesPath(conversationId)).doc(messageId);
  return contendedTransaction(async (transaction): Promise<CountOutcome> => {
    const [conversation, message] = await Promise.all([transaction.get(conversationRef), transaction.get(messageRef)]);
    if (!conversation.exists || !message.exists) return 'missing';
    if (message.get('countedAt') !== undefined) return 'already-counted';
    const senderUid = String(message.get('senderUid'));
    const sentAt = timeOf(message.get('sentAt'));
    const stored = conversation.get('lastMessage') as LastMessage | null | undefined;
    const isNewest = !stored || timeOf(stored.sentAt).toMillis() <= sentAt.toMillis();
    const last: LastMessage<Timestamp> = { text: String(message.get('text')), senderUid, sentAt };
    transaction.update(conversationRef, {
      [recipientUnreadField({ buyerUid: String(conversation.get('buyerUid')) }, senderUid)]: FieldValue.increment(1),
      ...(isNewest ? { lastMessage: last, updatedAt: sentAt } : {}),
    });
    transaction.update(messageRef, { countedAt: FieldValue.serverTimestamp() });
    return 'counted';
  });
}
