import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { css } from 'styled-system/css';

interface EmptyStateProps {
  icon: IconType;
  /** The required words where there are some ("No bought properties yet."). */
  title: string;
  text?: ReactNode;
  /** A way on: a link or a retry button. */
  action?: ReactNode;
}

const FRAME = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', py: '16', px: '4', bg: 'white', rounded: 'xl', borderWidth: '1px' });
const STACK = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', textAlign: 'center', maxW: 'md' });
const ICON = css({ w: '10', h: '10', color: 'teal.500', flexShrink: 0 });
const TITLE = css({ fontSize: 'lg', fontWeight: 'semibold' });
const TEXT = css({ color: 'fg.muted' });

/** What a list shows when it has nothing (or could not load): an icon, a line, a way on. */
export function EmptyState({ icon: Icon, title, text, action }: EmptyStateProps) {
  return (
    <div className={FRAME}>
      <div className={STACK}>
        <Icon aria-hidden className={ICON} />
        <p className={TITLE}>{title}</p>
        {text ? <p className={TEXT}>{text}</p> : null}
        {action}
      </div>
    </div>
  );
}
