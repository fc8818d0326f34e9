import { lazy, Suspense, useId, useRef } from 'react';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { INSIGHT_MESSAGES } from '@homehaven/domain/insight-charts';
import type { Role } from '@homehaven/domain/roles';
import type { InsightAudience } from './insight-charts';
import { InsightsSkeleton } from './insights-skeleton';
import { useNearViewport } from '../../../../lib/use-near-viewport';

// recharts is large: the charts come in their own chunk, after the stat cards have painted.
const InsightCharts = lazy(() => import('./insight-charts'));

const SECTION = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const HEADING = heading({ size: 'lg' });

/** Whose charts a role gets: admins the platform's, agents their own, everyone else their offers as a buyer. */
function audienceOf(role: Role): InsightAudience {
  if (role === 'admin') return 'admin';
  return role === 'agent' ? 'agent' : 'buyer';
}

/** Cards each audience gets, for the skeleton. */
const CARDS: Record<InsightAudience, number> = { admin: 7, agent: 3, buyer: 1 };

/**
 * "Insights" on the dashboard home, below the four stat cards: the viewer's charts (insight-charts.tsx),
 * with a skeleton of their final size until the section comes into view and the chunk and the
 * data arrive (and on the server). Nothing until the role is known (the stat cards hold the page
 * meanwhile).
 */
export function InsightsSection({ role, uid }: { role: Role | null; uid: string | undefined }) {
  if (role === null || !uid) return null;
  return <InsightsPanel audience={audienceOf(role)} uid={uid} />;
}

/**
 * The section itself. The charts (recharts, a large chunk) load as it comes into view; until then,
 * on the server and while hydrating, the skeleton: a lazy component there would leave its Suspense
 * boundary to the browser (React's error 419).
 */
function InsightsPanel({ audience, uid }: { audience: InsightAudience; uid: string }) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // In view, not near it: on a phone the section starts below the fold, and drawing its charts (recharts
  // renders each in one task) while the page starts would block input for hundreds of milliseconds
  // (Lighthouse's Total Blocking Time, docs/performance.md). They come as the person scrolls to them.
  const inView = useNearViewport(sectionRef, '0px');
  return (
    <section ref={sectionRef} className={SECTION} aria-labelledby={headingId} data-testid="insights">
      <h2 className={HEADING} id={headingId}>
        {INSIGHT_MESSAGES.heading}
      </h2>
      {inView ? (
        <Suspense fallback={<InsightsSkeleton cards={CARDS[audience]} />}>
          <InsightCharts audience={audience} uid={uid} />
        </Suspense>
      ) : (
        <InsightsSkeleton cards={CARDS[audience]} />
      )}
    </section>
  );
}
