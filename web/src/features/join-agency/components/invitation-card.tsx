import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';
import { PAGE_CONTAINER } from '../../../components/static/page-container';

const PAGE = css({ flex: '1', py: { base: '8', md: '16' }, bg: 'gray.50' });
const CARD = card({ variant: 'outline', size: 'md' });
const FRAME = cx(CARD.root, css({ shadow: 'md', rounded: '2xl' }));
const CONTENT = cx(CARD.body, css({ gap: '5', p: { base: '6', md: '8' } }));
const TITLE = heading({ size: '2xl' });
const LEAD = css({ color: 'fg.muted' });

/** The invitation's page frame: its title, who invites, then what the visitor can do. */
export function InvitationCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className={PAGE}>
      <div className={PAGE_CONTAINER.md}>
        <section className={FRAME} aria-labelledby="invitation-title">
          <div className={CONTENT}>
            <h1 id="invitation-title" className={TITLE}>
              {title}
            </h1>
            {lead ? <p className={LEAD}>{lead}</p> : null}
            {children}
          </div>
        </section>
      </div>
    </div>
  );
}
