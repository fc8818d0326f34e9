import { Box, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { PriceRange } from '../../../components/property/price-range';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { Listing } from '../../../lib/firebase/documents';
import type { AdminListingsProps } from './admin-listings-props';
import { usePicturesToggle } from './listing-pictures';
import { ListingState } from './listing-state';
import { LegalCheckReview } from './legal-check-review';
import { ListingTitle } from './listing-title';
import { VerdictButtons } from './verdict-buttons';

/** One listing's card; its pictures and facts open inside it. */
function AdminListingCard({ listing, busy, onDecide, panels }: { listing: Listing; busy: boolean; onDecide: AdminListingsProps['onDecide']; panels: AdminListingsProps['panels'] }) {
  const pictures = usePicturesToggle(listing, panels);
  return (
    <li>
      <Card.Root as="article" variant="outline" aria-label={listing.title} data-testid="admin-listing" data-status={listing.status}>
        <Card.Body p="3" gap="3">
          <Flex gap="3">
            <Box w="24" flexShrink={0} aspectRatio={4 / 3} rounded="md" overflow="hidden" bg="gray.200">
              <ResponsiveImage src={listing.image} alt="" sizes="96px" cover />
            </Box>
            <Stack gap="0.5" minW="0">
              <ListingTitle listing={listing} />
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {listing.location}
              </Text>
              <PriceRange minimum={listing.MinimumPrice} maximum={listing.MaximumPrice} size="sm" />
            </Stack>
          </Flex>
          <Text fontSize="sm" lineClamp={1}>
            {listing.agent.name || 'Agent'} · {listing.agent.email}
          </Text>
          <Box>{pictures.toggle}</Box>
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <ListingState listing={listing} />
            <VerdictButtons listing={listing} busy={busy} onDecide={(verdict) => onDecide(listing, verdict)} />
          </HStack>
          <LegalCheckReview listing={listing} panels={panels} />
          {pictures.panel}
        </Card.Body>
      </Card.Root>
    </li>
  );
}

/** Manage properties on a phone: one card per listing, picture beside its title, the verdict buttons under it. */
export function AdminListingCards({ listings, deciding, coolingDown, onDecide, panels }: AdminListingsProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Properties">
      {listings.map((listing) => (
        <AdminListingCard key={listing.id} listing={listing} busy={coolingDown || deciding.has(listing.id)} onDecide={onDecide} panels={panels} />
      ))}
    </Stack>
  );
}
