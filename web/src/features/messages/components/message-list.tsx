import { useEffect, useRef } from 'react';
import { FiChevronUp } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { Button } from '../../../components/ui/button';
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

/** The scrolling thread's box: the rest of a phone screen under the header and composer; a fixed window on desktop. */
export const THREAD_BOX = css({ display: 'flex', flexDirection: 'column', h: { base: 'calc(100dvh - 21rem)', lg: '28rem' }, minH: '12rem', bg: 'gray.50', py: '4', gap: '3' });
const SCROLLER = css({ overflowY: 'auto', px: { base: '3', md: '4' } });
const CENTER = css({ display: 'flex', alignItems: 'center', justifyContent: 'center' });
const FILL = css({ flex: '1' });
const EMPTY = css({ color: 'fg.muted', textAlign: 'center', maxW: 'sm' });
const LIST = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' });

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
    <div ref={scroller} className={cx(THREAD_BOX, SCROLLER)} tabIndex={0} role="region" aria-label="Messages">
      {hasEarlier ? (
        <div className={CENTER}>
          <Button size="sm" variant="outline" palette="teal" onClick={onShowEarlier} loading={loadingEarlier} loadingText="Loading…">
            <FiChevronUp aria-hidden /> Show earlier messages
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <div className={cx(CENTER, FILL)}>
          <p className={EMPTY}>{emptyText}</p>
        </div>
      ) : null}
      <div role="log" aria-live="polite" aria-label="Conversation">
        <ul className={LIST}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} mine={message.senderUid === viewerUid} otherName={otherName} />
          ))}
        </ul>
      </div>
    </div>
  );
}
