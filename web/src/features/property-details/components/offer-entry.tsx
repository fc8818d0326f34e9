import { HStack, Icon, Text } from '@chakra-ui/react';
import { FiDollarSign, FiLock } from 'react-icons/fi';
import { listingCopy } from '@homehaven/domain/documents';
import { paths, type OfferPageState } from '../../../config/paths';
import type { Listing } from '../../../lib/firebase/documents';
import { ButtonLink } from '../../../components/ui/router-link';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';

/**
 * The way into the buyer's offer flow: "Make an offer" for a buyer, "Sold" once an offer was accepted.
 * The offer page gets the listing as its navigation state and its id in the URL (so a reload works).
 */
export function OfferEntry({ listing, isBuyer }: { listing: Listing; isBuyer: boolean }) {
  if (isSoldListing(listing)) {
    return (
      <HStack justify="center" gap="2" py="2" rounded="md" bg="gray.100" color="gray.700" fontWeight="semibold" data-testid="sold">
        <Icon as={FiLock} aria-hidden /> <Text>{LISTING_STATE_LABELS.sold}</Text>
      </HStack>
    );
  }
  if (!isBuyer) return null;
  const state: OfferPageState = listingCopy(listing.id, listing);
  return (
    <ButtonLink to={paths.dashboard.offerPage.href(listing.id)} state={state} colorPalette="teal" w="full">
      <FiDollarSign aria-hidden /> Make an offer
    </ButtonLink>
  );
}
