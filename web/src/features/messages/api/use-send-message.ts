import type { ConversationDoc, MessageDoc } from '@homehaven/domain/conversations';
import { messagesPath } from '@homehaven/domain/queries/messages';
import type { Listing } from '../../../lib/firebase/documents';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import { SERVER_TIME, type WriteMarker } from '../../../lib/firebase/signed-in-live/write-values';
import { newDocumentId } from '../../../lib/new-document-id';
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
    const message: MessageDoc<WriteMarker> = { senderUid: user.uid, text, sentAt: SERVER_TIME };
    const sent = { op: 'set', path: `${messagesPath(target.conversationId)}/${newDocumentId()}`, data: { ...message } } as const;
    if (target.kind === 'existing') {
      await (await loadSignedInLive()).writeSignedIn([sent]);
      return;
    }
    const { listing } = target;
    const profile = await (await loadSignedInLive()).readSignedInDocument(`users/${user.uid}`);
    const conversation: ConversationDoc<WriteMarker> = {
      propertyId: listing.id,
      propertyTitle: listing.title,
      propertyImage: listing.image,
      agentUid: listing.agent.uid,
      agentName: listing.agent.name,
      buyerUid: user.uid,
      buyerName: String(profile?.data.name ?? ''),
      participants: [user.uid, listing.agent.uid],
      createdAt: SERVER_TIME,
      updatedAt: SERVER_TIME,
      lastMessage: null,
      buyerUnread: 0,
      agentUnread: 0,
    };
    await (await loadSignedInLive()).writeSignedIn([{ op: 'set', path: `conversations/${target.conversationId}`, data: { ...conversation } }, sent]);
  };
}
