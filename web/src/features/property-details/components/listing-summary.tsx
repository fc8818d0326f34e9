import { AspectRatio, Box, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { FiMapPin } from 'react-icons/fi';
import type { Listing } from '../../../lib/firebase/documents';
import { PriceRange } from '../../../components/property/price-range';
import { StatusBadge } from '../../../components/property/status-badge';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { UserAvatar } from '../../../components/ui/user-avatar';

/** The listing itself: picture, status, title, location, prices, agent and description. */
export function ListingSummary({ listing }: { listing: Listing }) {
  return (
    <Stack gap="6">
      <AspectRatio ratio={16 / 10} bg="gray.200" rounded="xl" overflow="hidden">
        <ResponsiveImage src={listing.image} alt={listing.title} sizes="(min-width: 64em) 760px, 100vw" first cover />
      </AspectRatio>
      <Stack gap="3">
        <HStack gap="2">
          <StatusBadge status={listing.status} />
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
      </Stack>
      <Box>
        <Heading as="h2" size="lg" mb="2">
          About this home
        </Heading>
        <Text whiteSpace="pre-line" color="gray.700">
          {listing.Details}
        </Text>
      </Box>
    </Stack>
  );
}
