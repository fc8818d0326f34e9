import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { heading } from 'styled-system/recipes/heading';

interface InsightFrameProps {
  title: string;
  testId: string;
  /** Beside the heading: the table toggle, when there is something to show. */
  action?: ReactNode;
  /** While its data loads (placeholders in the body). */
  busy?: boolean;
  children: ReactNode;
}

// Chakra's outline card, as build-time classes; the skeleton (insights-skeleton.tsx) uses the same two.
const SLOTS = card({ variant: 'outline' });
export const INSIGHT_CARD = cx(SLOTS.root, css({ minW: '0' }));
export const INSIGHT_CARD_BODY = cx(SLOTS.body, css({ p: { base: '4', md: '5' }, gap: '3' }));
const HEAD = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '3', minH: '8' });
const TITLE = cx(heading({ size: 'md' }), css({ flex: '1', minW: '0', pt: '1' }));

/** The card of one insight: a heading (h3, under the section's "Insights"), an action beside it, the body. */
export function InsightFrame({ title, testId, action, busy = false, children }: InsightFrameProps) {
  const headingId = useId();
  return (
    <section className={INSIGHT_CARD} aria-labelledby={headingId} aria-busy={busy || undefined} data-testid={testId}>
      <div className={INSIGHT_CARD_BODY}>
        <div className={HEAD}>
          <h3 className={TITLE} id={headingId}>
            {title}
          </h3>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
