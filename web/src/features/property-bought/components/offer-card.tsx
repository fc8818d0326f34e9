import { AspectRatio, Box, Card, Heading, HStack, Icon, Text } from '@chakra-ui/react';
import { FiMapPin, FiUser } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { formatDay, formatPrice } from '@homehaven/domain/format';
import { instantToDate, type Offer } from '../../../lib/firebase/documents';
import { StatusBadge } from '../../../components/property/status-badge';
import { PROPERTY_CARD_SIZES } from '../../../components/property/property-grid';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { OfferNextStep } from './offer-next-step';

/** The status over the picture's top-left corner, like a property card's. */
const OVER_PICTURE = css({ position: 'absolute', top: '3', left: '3', shadow: 'sm' });

/**
 * One offer as a card: the listing's picture with the offer's status badge (green accepted, red
 * rejected, yellow otherwise), the amount offered, title, location, agent, then what comes next.
 * Same proportions as a property card, so the property card skeleton fits while loading.
 */
export function OfferCard({ offer, eager }: { offer: Offer; eager: boolean }) {
  return (
    <Card.Root as="article" h="full" overflow="hidden" variant="elevated" aria-label={offer.propertyTitle} data-testid="offer-card" data-status={offer.status}>
      <Box position="relative">
        <AspectRatio ratio={16 / 10} bg="gray.200">
          <ResponsiveImage src={offer.propertyImage} alt={offer.propertyTitle} sizes={PROPERTY_CARD_SIZES} eager={eager} cover />
        </AspectRatio>
        <StatusBadge status={offer.status} kind="offer" className={OVER_PICTURE} />
      </Box>
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" gap="2">
          <Text fontWeight="bold" color="teal.700" data-testid="offer-amount">
            {formatPrice(offer.offerAmount)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatDay(instantToDate(offer.createdAt))}
          </Text>
        </HStack>
        <Heading as="h3" size="md" lineClamp={1} title={offer.propertyTitle}>
          {offer.propertyTitle}
        </Heading>
        <HStack gap="1.5" color="fg.muted" fontSize="sm">
          <Icon as={FiMapPin} aria-hidden flexShrink={0} />
          <Text lineClamp={1}>{offer.location}</Text>
        </HStack>
        <HStack gap="1.5" fontSize="sm">
          <Icon as={FiUser} aria-hidden flexShrink={0} color="fg.muted" />
          <Text lineClamp={1}>Agent: {offer.agentName || 'Agent'}</Text>
        </HStack>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <OfferNextStep offer={offer} />
      </Card.Footer>
    </Card.Root>
  );
}
