import { Badge, HStack } from '@chakra-ui/react';
import { StatusBadge } from '../../../components/property/status-badge';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';
import type { Listing } from '../../../lib/firebase/documents';

/** A listing's status badge, then Withdrawn (its agent was marked fraud: hidden from the public) and Sold when they apply. */
export function ListingState({ listing }: { listing: Listing }) {
  return (
    <HStack gap="1.5" flexWrap="wrap">
      <StatusBadge status={listing.status} />
      {listing.withdrawn ? (
        <Badge variant="solid" colorPalette="gray" title="Its agent was marked fraud: no longer shown to the public">
          {LISTING_STATE_LABELS.withdrawn}
        </Badge>
      ) : null}
      {isSoldListing(listing) ? (
        <Badge variant="solid" colorPalette="blue">
          {LISTING_STATE_LABELS.sold}
        </Badge>
      ) : null}
    </HStack>
  );
}
