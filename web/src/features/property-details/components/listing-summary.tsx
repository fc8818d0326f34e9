import { Box, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { FiMapPin } from 'react-icons/fi';
import type { Listing } from '../../../lib/firebase/documents';
import { PriceRange } from '../../../components/property/price-range';
import { StatusBadge } from '../../../components/property/status-badge';
import { LegalCheckBadge } from '../../../components/property/legal-check-badge';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { FactsSection } from './facts-section';
import { FloorPlansSection, ListingGallery } from './listing-gallery';
import { TourButton } from './tour/tour-dialog';

/** The listing itself: gallery, status, title, location, prices, agent, the tour, facts, description and floor plans. */
export function ListingSummary({ listing }: { listing: Listing }) {
  return (
    // minW 0: a grid item, it would otherwise grow to the thumbnail row's width instead of scrolling it.
    <Stack gap="6" minW="0">
      <ListingGallery listing={listing} />
      <Stack gap="3">
        <HStack gap="2" flexWrap="wrap">
          <StatusBadge status={listing.status} />
          <LegalCheckBadge listing={listing} />
        </HStack>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {listing.title}
        </Heading>
        <HStack gap="2" color="fg.muted">
          <Icon as={FiMapPin} aria-hidden />
          <Text>{listing.location}</Text>
        </HStack>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            Price range
          </Text>
          <PriceRange minimum={listing.MinimumPrice} maximum={listing.MaximumPrice} size="2xl" />
        </Box>
        <HStack gap="3" pt="2">
          <UserAvatar size="md" name={listing.agent.name} photoURL={listing.agent.image} />
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Listed by
            </Text>
            <Text fontWeight="semibold">{listing.agent.name || 'Agent'}</Text>
          </Box>
        </HStack>
        <TourButton listing={listing} />
      </Stack>
      <FactsSection facts={listing.facts} />
      <Box>
        <Heading as="h2" size="lg" mb="2">
          About this home
        </Heading>
        <Text whiteSpace="pre-line" color="gray.700">
          {listing.Details}
        </Text>
      </Box>
      <FloorPlansSection listing={listing} />
    </Stack>
  );
}
