import { useRef } from 'react';
import { FiCalendar } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { isOpenToOffers, isOwnListing, isSoldListing } from '@homehaven/domain/listing-policy';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { zoneNote } from '@homehaven/domain/viewing-time';
import type { Role } from '@homehaven/domain/roles';
import type { Listing } from '../../../../lib/firebase/documents';
import { LoadError } from '../../../../components/ui/load-error';
import { useAuth } from '../../../../lib/auth/use-auth';
import { useNearViewport } from '../../../../lib/use-near-viewport';
import { useOpenViewing } from '../../api/use-open-viewing';
import { useViewingSlots } from '../../../../lib/viewings/use-viewing-slots';
import type { AppSlot } from '../../../../lib/viewings/viewing';
import { OpenViewingCard } from './open-viewing-card';
import { RequestForm } from './request-form';
import { SlotListSkeleton } from '../../../../components/viewings/slot-list-skeleton';
import { SlotManager } from './slot-manager';

const SECTION = css({ mt: '12', bg: 'white', borderWidth: '1px', rounded: 'xl', p: { base: '4', md: '6' } });
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const HEAD = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const HEADING = heading({ size: 'xl' });
const ZONE = css({ fontSize: 'sm', color: 'fg.muted' });
const MUTED = css({ color: 'fg.muted' });
const LOADING_SLOTS = 'Loading viewing times';

/** What a buyer sees once the slots have loaded: their open visit, the form, or that none is published. */
function BuyerPart({ listing, slots, uid }: { listing: Listing; slots: readonly AppSlot[]; uid: string }) {
  const open = useOpenViewing(uid, listing.id);
  if (open.status === 'loading') return <SlotListSkeleton label="Loading your visit" />;
  if (open.status === 'error') return <LoadError icon={FiCalendar} title={VIEWING_MESSAGES.slotsFailed} onRetry={open.retry} />;
  if (open.data) return <OpenViewingCard viewing={open.data} />;
  if (slots.every((slot) => slot.status !== 'open')) return <p className={MUTED}>{VIEWING_MESSAGES.noSlots}</p>;
  return <RequestForm propertyId={listing.id} slots={slots} />;
}

/** Why this reader cannot request a visit here, or null when they can. */
function notice(listing: Listing, role: Role | null): string | null {
  if (!isOpenToOffers(listing)) return VIEWING_MESSAGES.listingClosed;
  if (role === 'fraud') return VIEWING_MESSAGES.fraud;
  if (role !== 'user') return VIEWING_MESSAGES.buyersOnly;
  return null;
}

/** The section's content, from the listing's slots (read once the section is near the viewport). */
function VisitBody({ listing, isAgent, why }: { listing: Listing; isAgent: boolean; why: string | null }) {
  const { user } = useAuth();
  const slots = useViewingSlots(listing.id);
  if (slots.status === 'loading') return <SlotListSkeleton label={LOADING_SLOTS} />;
  if (slots.status === 'error') return <LoadError icon={FiCalendar} title={VIEWING_MESSAGES.slotsFailed} onRetry={slots.retry} />;
  if (isAgent) return isSoldListing(listing) ? <p className={MUTED}>{VIEWING_MESSAGES.listingSold}</p> : <SlotManager propertyId={listing.id} slots={slots.data} />;
  if (why || !user) return <p className={MUTED}>{why}</p>;
  return <BuyerPart listing={listing} slots={slots.data} uid={user.uid} />;
}

/**
 * "Schedule a visit" on a listing's details page: the buyer picks one of the agent's times (shown in
 * the buyer's zone) with a note, or sees their open visit; the listing's agent publishes and removes
 * times here; anyone else sees why they cannot request one. The slots are read once the section nears
 * the viewport (docs/performance.md "Details page"); until then it shows their skeleton.
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
        {near ? <VisitBody listing={listing} isAgent={isAgent} why={why} /> : <SlotListSkeleton label={LOADING_SLOTS} />}
      </div>
    </section>
  );
}
