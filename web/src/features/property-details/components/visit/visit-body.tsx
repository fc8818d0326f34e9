import { FiCalendar } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import type { Listing } from '../../../../lib/firebase/documents';
import { LoadError } from '../../../../components/ui/load-error';
import { useAuth } from '../../../../lib/auth/use-auth';
import { useOpenViewing } from '../../api/use-open-viewing';
import { useViewingSlots } from '../../../../lib/viewings/use-viewing-slots';
import type { AppSlot } from '../../../../lib/viewings/viewing';
import { OpenViewingCard } from './open-viewing-card';
import { RequestForm } from './request-form';
import { SlotListSkeleton } from '../../../../components/viewings/slot-list-skeleton';
import { SlotManager } from './slot-manager';
import { LOADING_SLOTS } from './visit-messages';

// Schedule a visit's content, loaded once the section nears the viewport (schedule-visit-section.tsx):
// its forms bring react-hook-form, zod and the viewing schemas, none of which the page needs to start.

const MUTED = css({ color: 'fg.muted' });

/** What a buyer sees once the slots have loaded: their open visit, the form, or that none is published. */
function BuyerPart({ listing, slots, uid }: { listing: Listing; slots: readonly AppSlot[]; uid: string }) {
  const open = useOpenViewing(uid, listing.id);
  if (open.status === 'loading') return <SlotListSkeleton label="Loading your visit" />;
  if (open.status === 'error') return <LoadError icon={FiCalendar} title={VIEWING_MESSAGES.slotsFailed} onRetry={open.retry} />;
  if (open.data) return <OpenViewingCard viewing={open.data} />;
  if (slots.every((slot) => slot.status !== 'open')) return <p className={MUTED}>{VIEWING_MESSAGES.noSlots}</p>;
  return <RequestForm propertyId={listing.id} slots={slots} />;
}

/** The section's content, from the listing's slots (read once the section is near the viewport). */
export default function VisitBody({ listing, isAgent, why }: { listing: Listing; isAgent: boolean; why: string | null }) {
  const { user } = useAuth();
  const slots = useViewingSlots(listing.id);
  if (slots.status === 'loading') return <SlotListSkeleton label={LOADING_SLOTS} />;
  if (slots.status === 'error') return <LoadError icon={FiCalendar} title={VIEWING_MESSAGES.slotsFailed} onRetry={slots.retry} />;
  if (isAgent) return isSoldListing(listing) ? <p className={MUTED}>{VIEWING_MESSAGES.listingSold}</p> : <SlotManager propertyId={listing.id} slots={slots.data} />;
  if (why || !user) return <p className={MUTED}>{why}</p>;
  return <BuyerPart listing={listing} slots={slots.data} uid={user.uid} />;
}
