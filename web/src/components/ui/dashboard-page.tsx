import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';

interface DashboardPageProps {
  title: string;
  /** One line under the title: what the page is for. */
  description?: ReactNode;
  /** Buttons at the heading's right (wraps under it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

const FRAME = css({ maxW: '7xl', mx: 'auto' });
const HEAD = css({ display: 'flex', alignItems: 'end', justifyContent: 'space-between', gap: '4', flexWrap: 'wrap', mb: '6' });
const TITLES = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const TITLE = heading({ size: { base: 'xl', md: '2xl' } });
const DESCRIPTION = css({ color: 'fg.muted' });

/** The frame every dashboard page shares: an h1, a line of explanation, then the content. */
export function DashboardPage({ title, description, actions, children }: DashboardPageProps) {
  return (
    <div className={FRAME}>
      <div className={HEAD}>
        <div className={TITLES}>
          <h1 className={TITLE}>{title}</h1>
          {description ? <p className={DESCRIPTION}>{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
