import { lazy, Suspense, useId } from 'react';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { INSIGHT_MESSAGES } from '@homehaven/domain/insight-charts';
import type { Role } from '@homehaven/domain/roles';
import type { InsightAudience } from './insight-charts';
import { InsightsSkeleton } from './insights-skeleton';
import { useHydrated } from '../../../../lib/use-hydrated';

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
const CARDS: Record<InsightAudience, number> = { admin: 4, agent: 3, buyer: 1 };

/**
 * "Insights" on the dashboard home, below the four stat cards: the viewer's charts (insight-charts.tsx),
 * with a skeleton of their final size until the chunk and the data arrive (and on the server). Nothing
 * until the role is known (the stat cards hold the page meanwhile).
 */
export function InsightsSection({ role, uid }: { role: Role | null; uid: string | undefined }) {
  const headingId = useId();
  // A page rendered per request renders the skeleton, and so does its hydration: a lazy component
  // there would leave its Suspense boundary to the browser (React's error 419).
  const hydrated = useHydrated();
  if (role === null || !uid) return null;
  const audience = audienceOf(role);
  return (
    <section className={SECTION} aria-labelledby={headingId} data-testid="insights">
      <h2 className={HEADING} id={headingId}>
        {INSIGHT_MESSAGES.heading}
      </h2>
      {hydrated ? (
        <Suspense fallback={<InsightsSkeleton cards={CARDS[audience]} />}>
          <InsightCharts audience={audience} uid={uid} />
        </Suspense>
      ) : (
        <InsightsSkeleton cards={CARDS[audience]} />
      )}
    </section>
  );
}
