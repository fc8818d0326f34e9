import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FiCalendar } from 'react-icons/fi';
import { isOpenToOffers, isOwnListing, isSoldListing } from '@homehaven/domain/listing-policy';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { zoneNote } from '@homehaven/domain/viewing-time';
import type { Role } from '@homehaven/domain/roles';
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

/** What a buyer sees once the slots have loaded: their open visit, the form, or that none is published. */
function BuyerPart({ listing, slots, uid }: { listing: Listing; slots: readonly AppSlot[]; uid: string }) {
  const open = useOpenViewing(uid, listing.id);
  if (open.status === 'loading') return <SlotListSkeleton label="Loading your visit" />;
  if (open.status === 'error') return <LoadError icon={FiCalendar} title={VIEWING_MESSAGES.slotsFailed} onRetry={open.retry} />;
  if (open.data) return <OpenViewingCard viewing={open.data} />;
  if (slots.every((slot) => slot.status !== 'open')) return <Text color="fg.muted">{VIEWING_MESSAGES.noSlots}</Text>;
  return <RequestForm propertyId={listing.id} slots={slots} />;
}

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
 * times here; anyone else sees why they cannot request one.
 */
export function ScheduleVisitSection({ listing, role }: { listing: Listing; role: Role | null }) {
  const { user } = useAuth();
  const slots = useViewingSlots(listing.id);
  const isAgent = role === 'agent' && isOwnListing(listing, user?.uid);
  const why = isAgent ? null : notice(listing, role);
  const body = () => {
    if (slots.status === 'loading') return <SlotListSkeleton label="Loading viewing times" />;
    if (slots.status === 'error') return <LoadError icon={FiCalendar} title={VIEWING_MESSAGES.slotsFailed} onRetry={slots.retry} />;
    if (isAgent) return isSoldListing(listing) ? <Text color="fg.muted">{VIEWING_MESSAGES.listingSold}</Text> : <SlotManager propertyId={listing.id} slots={slots.data} />;
    if (why || !user) return <Text color="fg.muted">{why}</Text>;
    return <BuyerPart listing={listing} slots={slots.data} uid={user.uid} />;
  };
  return (
    <Box as="section" aria-labelledby="visit-heading" mt="12" bg="white" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="xl" id="visit-heading">
            {isAgent ? 'Viewing times' : 'Schedule a visit'}
          </Heading>
          {isAgent ? null : (
            <Text fontSize="sm" color="fg.muted">
              {zoneNote()}
            </Text>
          )}
        </Stack>
        {body()}
      </Stack>
    </Box>
  );
}
