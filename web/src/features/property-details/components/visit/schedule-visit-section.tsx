import { lazy, Suspense, useRef } from 'react';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { isOpenToOffers, isOwnListing } from '@homehaven/domain/listing-policy';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { zoneNote } from '@homehaven/domain/viewing-time';
import type { Role } from '@homehaven/domain/roles';
import type { Listing } from '../../../../lib/firebase/documents';
import { useAuth } from '../../../../lib/auth/use-auth';
import { useNearViewport } from '../../../../lib/use-near-viewport';
import { SlotListSkeleton } from '../../../../components/viewings/slot-list-skeleton';
import { LOADING_SLOTS } from './visit-messages';

const SECTION = css({ mt: '12', bg: 'white', borderWidth: '1px', rounded: 'xl', p: { base: '4', md: '6' } });
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const HEAD = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const HEADING = heading({ size: 'xl' });
const ZONE = css({ fontSize: 'sm', color: 'fg.muted' });
// The content and its forms load with the slots, once the section nears the viewport (visit-body.tsx).
const VisitBody = lazy(() => import('./visit-body'));

/** Why this reader cannot request a visit here, or null when they can. */
function notice(listing: Listing, role: Role | null): string | null {
  if (!isOpenToOffers(listing)) return VIEWING_MESSAGES.listingClosed;
  if (role === 'fraud') return VIEWING_MESSAGES.fraud;
  if (role !== 'user') return VIEWING_MESSAGES.buyersOnly;
  return null;
}

/**
 * "Schedule a visit" on a listing's details page: the buyer picks one of the agent's times (shown in
 * the buyer's zone) with a note, or sees their open visit; the listing's agent publishes and removes
 * times here; anyone else sees why they cannot request one. The slots are read, and the content's code
 * loaded, once the section nears the viewport (docs/performance.md "Details page"); until then it shows
 * their skeleton.
 */
export function ScheduleVisitSection({ listing, role }: { listing: Listing; role: Role | null }) {
  const { user } = useAuth();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const isAgent = role === 'agent' && isOwnListing(listing, user?.uid);
  const why = isAgent ? null : notice(listing, role);
  return (
    <section ref={sectionRef} aria-labelledby="visit-heading" className={SECTION}>
      <div className={STACK}>
        <div className={HEAD}>
          <h2 className={HEADING} id="visit-heading">
            {isAgent ? 'Viewing times' : 'Schedule a visit'}
          </h2>
          {/* The reader's zone needs Intl's locale data, a long task to load (docs/performance.md "Numbers and dates by hand"): read with the slots, its line held meanwhile. */}
          {isAgent ? null : <p className={ZONE}>{near ? zoneNote() : '\u00a0'}</p>}
        </div>
        {near ? (
          <Suspense fallback={<SlotListSkeleton label={LOADING_SLOTS} />}>
            <VisitBody listing={listing} isAgent={isAgent} why={why} />
          </Suspense>
        ) : (
          <SlotListSkeleton label={LOADING_SLOTS} />
        )}
      </div>
    </section>
  );
}
