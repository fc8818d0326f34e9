import type { FieldValue } from 'firebase/firestore';
import type { ConversationDoc, MessageDoc } from '@homehaven/domain/conversations';
import { messagesPath } from '@homehaven/domain/queries/messages';
import type { Listing } from '../../../lib/firebase/documents';
import { loadFirestore } from '../../../lib/firebase/load';
import { useAuth } from '../../../lib/auth/use-auth';

/** Where a message goes: a conversation that exists, or the first message of one about a listing. */
export type SendTarget = { kind: 'existing'; conversationId: string } | { kind: 'new'; conversationId: string; listing: Listing };

/**
 * Sends a message as the signed-in person (text already checked and trimmed). The first message of a
 * buyer about a listing creates the conversation in the same batch, with the listing's own title,
 * image and agent and the buyer's profile name, as the rules require. Last message and unread counts
 * are the function's to write (onMessageCreated). Rejects when the rules or the network refuse it.
 */
export function useSendMessage() {
  const { user } = useAuth();
  return async (target: SendTarget, text: string): Promise<void> => {
    if (!user) throw new Error('Sign in first.');
    const { addDoc, collection, db, doc, getDoc, serverTimestamp, writeBatch } = await loadFirestore();
    const message: MessageDoc<FieldValue> = { senderUid: user.uid, text, sentAt: serverTimestamp() };
    const messages = collection(db, messagesPath(target.conversationId));
    if (target.kind === 'existing') {
      await addDoc(messages, message);
      return;
    }
    const { listing } = target;
    const profile = await getDoc(doc(db, 'users', user.uid));
    const conversation: ConversationDoc<FieldValue> = {
      propertyId: listing.id,
      propertyTitle: listing.title,
      propertyImage: listing.image,
      agentUid: listing.agent.uid,
      agentName: listing.agent.name,
      buyerUid: user.uid,
      buyerName: String(profile.get('name') ?? ''),
      participants: [user.uid, listing.agent.uid],
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      lastMessage: null,
      buyerUnread: 0,
      agentUnread: 0,
    };
    const batch = writeBatch(db);
    batch.set(doc(db, 'conversations', target.conversationId), conversation);
    batch.set(doc(messages), message);
    await batch.commit();
  };
}
