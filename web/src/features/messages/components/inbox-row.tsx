import { Link as RouterLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { otherPartyName } from '@homehaven/domain/conversations';
import { paths } from '../../../config/paths';
import type { Conversation } from '../api/documents';
import { fullTime, isoTime, shortTime } from '../utils/message-time';
import { previewOf, unreadLabel } from '../utils/preview';

interface InboxRowProps {
  conversation: Conversation;
  viewerUid: string;
  /** This conversation is open beside the list (desktop). */
  selected: boolean;
}

const ROW = css({ display: 'block', px: '3', py: '3', rounded: 'lg', borderWidth: '1px', _focusVisible: { outline: '2px solid', outlineColor: 'teal.500', outlineOffset: '1px' } });
const ROW_SELECTED = css({ bg: 'teal.50', borderColor: 'teal.300', _hover: { bg: 'teal.50' } });
const ROW_OTHER = css({ bg: 'white', borderColor: 'transparent', _hover: { bg: 'gray.50' } });
const LINE = css({ display: 'flex', alignItems: 'center', gap: '3' });
const THUMB = css({ boxSize: '14', objectFit: 'cover', rounded: 'md', flexShrink: 0 });
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' });
const SPREAD = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const NAME = { read: css({ fontWeight: 'semibold', truncate: true }), unread: css({ fontWeight: 'bold', truncate: true }) } as const;
const TIME = css({ fontSize: 'xs', color: 'fg.muted', flexShrink: 0 });
const LISTING = css({ fontSize: 'sm', color: 'teal.700', truncate: true });
const PREVIEW = { read: css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'normal', truncate: true }), unread: css({ fontSize: 'sm', color: 'fg', fontWeight: 'medium', truncate: true }) } as const;
const UNREAD = cx(badge({ variant: 'solid' }), css({ colorPalette: 'red', rounded: 'full', flexShrink: 0 }));
const HIDDEN = css({ srOnly: true });

/** One conversation in the inbox: listing thumbnail, the other person, the listing, the last message, unread badge. */
export function InboxRow({ conversation, viewerUid, selected }: InboxRowProps) {
  const unread = conversation.buyerUid === viewerUid ? conversation.buyerUnread : conversation.agentUnread;
  const other = otherPartyName(conversation, viewerUid);
  const time = conversation.lastMessage?.sentAt ?? conversation.updatedAt;
  const weight = unread > 0 ? 'unread' : 'read';
  return (
    <RouterLink to={paths.dashboard.conversation.href(conversation.id)} aria-current={selected ? 'page' : undefined} data-testid="inbox-row" className={cx(ROW, selected ? ROW_SELECTED : ROW_OTHER)}>
      <div className={LINE}>
        <img src={conversation.propertyImage} alt="" className={THUMB} loading="lazy" />
        <div className={TEXTS}>
          <div className={SPREAD}>
            <p className={NAME[weight]}>{other}</p>
            <time dateTime={isoTime(time)} title={fullTime(time)} className={TIME}>
              {shortTime(time)}
            </time>
          </div>
          <p className={LISTING}>{conversation.propertyTitle}</p>
          <div className={SPREAD}>
            <p className={PREVIEW[weight]}>{previewOf(conversation.lastMessage, viewerUid)}</p>
            {unread > 0 ? (
              <span className={UNREAD} data-testid="unread-badge">
                <span aria-hidden>{unread}</span>
                <span className={HIDDEN}>{unreadLabel(unread)}</span>
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </RouterLink>
  );
}
