import type { ReactNode } from 'react';
import { FiMessageSquare } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { CONVERSATION_MESSAGES, otherPartyName } from '@homehaven/domain/conversations';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { ButtonLink } from '../../../components/static/links';
import { useAuth } from '../../../lib/auth/use-auth';
import { useRole } from '../../../lib/auth/use-role';
import { useConversation } from '../api/use-conversation';
import { useConversationListing } from '../api/use-conversation-listing';
import { useMarkRead } from '../api/use-mark-read';
import { useSendMessage } from '../api/use-send-message';
import { useThread } from '../api/use-thread';
import { ownConversationListingId } from '../utils/new-conversation';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';
import { ThreadSkeleton } from './thread-skeleton';
import { isOwnListing, isPublicListing } from '@homehaven/domain/listing-policy';

const FRAME = css({ bg: 'white', borderWidth: '1px', rounded: 'xl', overflow: 'hidden' });

/** The thread's card. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Conversation" className={FRAME} data-testid="thread">
      {children}
    </section>
  );
}

/** A conversation that does not exist and cannot be started here, or is someone else's. */
function Missing() {
  return (
    <EmptyState
      icon={FiMessageSquare}
      title={CONVERSATION_MESSAGES.threadMissing}
      action={
        <ButtonLink to={paths.dashboard.messages.href()} palette="teal" variant="outline">
          All messages
        </ButtonLink>
      }
    />
  );
}

/**
 * One conversation, live: its messages, marked read while open, and the message box. A buyer's own
 * conversation id about a public listing that has no conversation yet shows an empty thread: the first
 * message starts it (the details page's "Message the agent" leads here).
 */
export function ThreadPane({ conversationId }: { conversationId: string }) {
  const { user } = useAuth();
  const role = useRole();
  const viewerUid = user?.uid ?? null;
  const conversation = useConversation(conversationId);
  const stored = conversation.status === 'success' ? conversation.data : null;
  const newListingId = conversation.status === 'success' && stored === null && role.role === 'user' ? ownConversationListingId(conversationId, viewerUid) : null;
  const listing = useConversationListing(stored?.propertyId ?? newListingId);
  // The details page opens only while the listing is public (a withdrawn one's is gone for the buyer).
  const listingIsPublic = listing.status === 'success' && listing.data !== null && isPublicListing(listing.data);
  const thread = useThread(stored ? conversationId : null);
  useMarkRead(stored, viewerUid);
  const send = useSendMessage();

  if (conversation.status === 'loading' || role.status === 'loading' || !viewerUid) {
    return (
      <Frame>
        <ThreadSkeleton />
      </Frame>
    );
  }
  if (conversation.status === 'error') return <LoadError icon={FiMessageSquare} title={CONVERSATION_MESSAGES.threadFailed} onRetry={conversation.retry} />;

  if (stored) {
    const otherName = otherPartyName(stored, viewerUid);
    return (
      <Frame>
        <ThreadHeader propertyId={stored.propertyId} propertyTitle={stored.propertyTitle} propertyImage={stored.propertyImage} otherName={otherName} linked={listingIsPublic} />
        {thread.status === 'loading' ? (
          <MessageList messages={[]} viewerUid={viewerUid} otherName={otherName} emptyText="Loading messages…" />
        ) : thread.status === 'error' ? (
          <LoadError icon={FiMessageSquare} title={CONVERSATION_MESSAGES.threadFailed} onRetry={thread.retry} />
        ) : (
          <MessageList
            messages={thread.data.messages}
            viewerUid={viewerUid}
            otherName={otherName}
            emptyText={CONVERSATION_MESSAGES.threadEmpty}
            hasEarlier={thread.data.hasEarlier}
            loadingEarlier={thread.loadingEarlier}
            onShowEarlier={thread.showEarlier}
          />
        )}
        <Composer key={conversationId} send={(text) => send({ kind: 'existing', conversationId }, text)} />
      </Frame>
    );
  }

  if (newListingId === null) return <Missing />;
  if (listing.status === 'loading') {
    return (
      <Frame>
        <ThreadSkeleton />
      </Frame>
    );
  }
  if (listing.status === 'error') return <LoadError icon={FiMessageSquare} title={CONVERSATION_MESSAGES.threadFailed} onRetry={listing.retry} />;
  const about = listing.data;
  // Only a public listing (verified and not withdrawn) takes a new conversation, never from its own agent.
  if (!about || !isPublicListing(about) || isOwnListing(about, viewerUid)) return <Missing />;
  const otherName = about.agent.name.trim() || CONVERSATION_MESSAGES.someone;
  const start = async (text: string) => {
    await send({ kind: 'new', conversationId, listing: about }, text);
    // The conversation's listener stopped when the rules refused it (it did not exist): listen again.
    conversation.retry();
  };
  return (
    <Frame>
      <ThreadHeader propertyId={about.id} propertyTitle={about.title} propertyImage={about.image} otherName={otherName} linked />
      <MessageList messages={[]} viewerUid={viewerUid} otherName={otherName} emptyText={CONVERSATION_MESSAGES.threadEmpty} />
      <Composer key={conversationId} send={start} />
    </Frame>
  );
}
