import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';

interface NotificationFrameProps {
  read: boolean;
  image: string;
  /** What kind of notification, above its title ("New listing for …", "Visit"). */
  kind: ReactNode;
  title: string;
  /** Where opening it leads. */
  to: string;
  onOpen: () => void;
  /** One line (an alert's listing title) or as many as it takes (a visit's news). */
  truncate?: boolean;
  testId?: string;
  children: ReactNode;
}

// Chakra's LinkBox: the whole item is the link's target (its overlay's ::before covers it), other links stay above.
const BOX = css({
  position: 'relative',
  listStyleType: 'none',
  borderWidth: '1px',
  rounded: 'xl',
  p: '3',
  _hover: { shadow: 'sm' },
  '& a[href]:not(.linkbox-overlay), abbr[title]': { position: 'relative', zIndex: 1 },
});
const BOX_READ = cx(BOX, css({ bg: 'white', borderColor: 'border' }));
const BOX_UNREAD = cx(BOX, css({ bg: 'teal.50', borderColor: 'teal.200' }));
const OVERLAY = cx(
  'linkbox-overlay',
  css({ position: 'static', '&::before': { content: "''", cursor: 'inherit', display: 'block', position: 'absolute', top: 0, left: 0, zIndex: 0, width: '100%', height: '100%' } }),
);
const ROW = css({ display: 'flex', alignItems: 'start', gap: '4' });
const PICTURE = css({ w: { base: '20', md: '28' }, h: { base: '16', md: '20' }, objectFit: 'cover', rounded: 'lg', flexShrink: '0' });
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' });
const HEAD = css({ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: '2' });
const KIND = css({ fontSize: 'sm', color: 'fg.muted' });
const NEW = cx(badge({ variant: 'solid', size: 'sm' }), css({ colorPalette: 'teal', flexShrink: '0' }));
const TITLE = {
  read: { whole: css({ fontWeight: 'medium' }), truncated: css({ fontWeight: 'medium', truncate: true }) },
  unread: { whole: css({ fontWeight: 'bold' }), truncated: css({ fontWeight: 'bold', truncate: true }) },
} as const;

/** One notification as a list item: the listing's picture, its kind with New while unread, its title linking on, the rest below. */
export function NotificationFrame({ read, image, kind, title, to, onOpen, truncate = false, testId, children }: NotificationFrameProps) {
  return (
    <li className={read ? BOX_READ : BOX_UNREAD} data-testid={testId}>
      <div className={ROW}>
        <img src={image} alt="" className={PICTURE} loading="lazy" />
        <div className={TEXTS}>
          <div className={HEAD}>
            <p className={KIND}>{kind}</p>
            {read ? null : <span className={NEW}>New</span>}
          </div>
          <RouterLink to={to} onClick={onOpen} className={OVERLAY}>
            <p className={TITLE[read ? 'read' : 'unread'][truncate ? 'truncated' : 'whole']}>{title}</p>
          </RouterLink>
          {children}
        </div>
      </div>
    </li>
  );
}
