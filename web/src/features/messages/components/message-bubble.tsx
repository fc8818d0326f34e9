import { css, cx } from 'styled-system/css';
import type { Message } from '../api/documents';
import { fullTime, isoTime, shortTime } from '../utils/message-time';

interface MessageBubbleProps {
  message: Message;
  mine: boolean;
  /** The other person's name, said to screen readers before their messages. */
  otherName: string;
}

const ITEM = css({ maxW: { base: '85%', md: '70%' } });
const SIDE = { mine: css({ alignSelf: 'flex-end' }), theirs: css({ alignSelf: 'flex-start' }) } as const;
const BUBBLE = css({ px: '3.5', py: '2', rounded: '2xl' });
const BUBBLE_OF = {
  mine: css({ roundedBottomRight: 'sm', roundedBottomLeft: '2xl', bg: 'teal.700', color: 'white', borderWidth: '0' }),
  theirs: css({ roundedBottomRight: '2xl', roundedBottomLeft: 'sm', bg: 'white', color: 'fg', borderWidth: '1px' }),
} as const;
const TEXT = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const TIME = css({ fontSize: 'xs', color: 'fg.muted', mt: '1' });
const TIME_OF = { mine: css({ textAlign: 'right' }), theirs: css({ textAlign: 'left' }) } as const;
const HIDDEN = css({ srOnly: true });

/** One message: the viewer's on the right in teal, the other person's on the left; time below, "Sending…" until the server has it. */
export function MessageBubble({ message, mine, otherName }: MessageBubbleProps) {
  const side = mine ? 'mine' : 'theirs';
  return (
    <li className={cx(ITEM, SIDE[side])} data-testid={mine ? 'message-mine' : 'message-theirs'}>
      <div className={cx(BUBBLE, BUBBLE_OF[side])}>
        <span className={HIDDEN}>{mine ? 'You:' : `${otherName}:`}</span>
        <p className={TEXT}>{message.text}</p>
      </div>
      <p className={cx(TIME, TIME_OF[side])}>
        {message.pending ? (
          'Sending…'
        ) : (
          <time dateTime={isoTime(message.sentAt)} title={fullTime(message.sentAt)}>
            {shortTime(message.sentAt)}
          </time>
        )}
      </p>
    </li>
  );
}
