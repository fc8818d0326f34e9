import { useEffect, useRef } from 'react';
import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { FiChevronUp } from 'react-icons/fi';
import type { Message } from '../api/documents';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: Message[];
  viewerUid: string;
  otherName: string;
  /** Shown when the conversation has no message yet. */
  emptyText: string;
  hasEarlier?: boolean;
  loadingEarlier?: boolean;
  onShowEarlier?: () => void;
}

/** Height of the scrolling thread: the rest of a phone screen under the header and composer; a fixed window on desktop. */
export const THREAD_HEIGHT = { base: 'calc(100dvh - 21rem)', lg: '28rem' } as const;

/**
 * The thread, oldest first, scrolled to the newest message whenever one arrives. A polite live log:
 * screen readers announce a reply without moving the reader.
 */
export function MessageList({ messages, viewerUid, otherName, emptyText, hasEarlier = false, loadingEarlier = false, onShowEarlier }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages[messages.length - 1]?.id;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  return (
    <Stack ref={scroller} h={THREAD_HEIGHT} minH="12rem" overflowY="auto" bg="gray.50" px={{ base: 3, md: 4 }} py="4" gap="3" tabIndex={0} role="region" aria-label="Messages">
      {hasEarlier ? (
        <Center>
          <Button size="sm" variant="outline" colorPalette="teal" onClick={onShowEarlier} loading={loadingEarlier} loadingText="Loading…">
            <FiChevronUp aria-hidden /> Show earlier messages
          </Button>
        </Center>
      ) : null}
      {messages.length === 0 ? (
        <Center flex="1">
          <Text color="fg.muted" textAlign="center" maxW="sm">
            {emptyText}
          </Text>
        </Center>
      ) : null}
      <div role="log" aria-live="polite" aria-label="Conversation">
        <Stack as="ul" listStyleType="none" gap="3">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} mine={message.senderUid === viewerUid} otherName={otherName} />
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
