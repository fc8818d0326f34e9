import type { ReactNode } from 'react';
import { AspectRatio, Badge, Box, Card, Heading, HStack, Icon, Text } from '@chakra-ui/react';
import { FiArrowRight, FiLock, FiMapPin } from 'react-icons/fi';
import type { ListingAgent, ListingSummary } from '@homehaven/domain/documents';
import { paths, type DetailsLinkState } from '../../config/paths';
import { LazyCompareToggle } from '../compare/lazy-compare';
import { ResponsiveImage } from '../ui/responsive-image';
import { ButtonLink } from '../ui/router-link';
import { UserAvatar } from '../ui/user-avatar';
import { isPublicListing } from './is-public';
import { PriceRange } from './price-range';
import { PROPERTY_CARD_SIZES } from './property-grid';
import { StatusBadge } from './status-badge';

/** What a card shows of a listing (listings, wishlist entries and offers can all be shaped so). */
export interface CardListing extends ListingSummary {
  status: string;
  agent: Pick<ListingAgent, 'name' | 'image'>;
  /** Withdrawn from public lists (its agent was marked fraud). */
  withdrawn?: boolean;
  /** An offer on it was accepted. */
  sold?: boolean;
}

interface PropertyCardProps {
  listing: CardListing;
  /** Above the fold: the picture loads at once, with high priority. */
  eager?: boolean;
  /** Extra actions in the footer (agent, admin and buyer screens). */
  actions?: ReactNode;
  /** A control over the picture's top-right corner (e.g. the wishlist's Remove), keeping the footer one row. */
  corner?: ReactNode;
  /** Overrides why a card that cannot be opened is closed (e.g. "No longer listed"). */
  closedLabel?: string;
}

/** Why a card cannot be opened, in the words of its status. */
function closedLabel(listing: CardListing): string {
  if (listing.withdrawn) return 'Withdrawn';
  if (listing.status === 'pending') return 'Awaiting verification';
  if (listing.status === 'rejected') return 'Rejected';
  return 'Not available';
}

/**
 * A listing as a card: picture, status badge, prices, title, location, agent. A verified listing
 * links to its details page (passing its status in navigation state, as the spec says); any other
 * status shows a label that cannot be clicked. Fixed picture ratio and one-line texts keep every card
 * the same height, so loading skeletons match and nothing shifts.
 */
export function PropertyCard({ listing, eager = false, actions, corner, closedLabel: closedText }: PropertyCardProps) {
  const open = isPublicListing(listing);
  const state: DetailsLinkState = { status: listing.status };
  return (
    <Card.Root as="article" h="full" overflow="hidden" variant="elevated" aria-label={listing.title} data-testid="property-card">
      <Box position="relative">
        <AspectRatio ratio={16 / 10} bg="gray.200">
          <ResponsiveImage src={listing.image} alt={listing.title} sizes={PROPERTY_CARD_SIZES} eager={eager} objectFit="cover" />
        </AspectRatio>
        <HStack position="absolute" top="3" left="3" gap="2">
          <StatusBadge status={listing.status} shadow="sm" />
          {listing.sold ? (
            <Badge variant="solid" colorPalette="gray" shadow="sm">
              Sold
            </Badge>
          ) : null}
        </HStack>
        {corner ? (
          <Box position="absolute" top="2" right="2">
            {corner}
          </Box>
        ) : null}
        {/* Over the picture, so the card keeps its height; only public listings can be compared. */}
        {open ? (
          <Box position="absolute" bottom="2" right="2">
            <LazyCompareToggle listing={listing} />
          </Box>
        ) : null}
      </Box>
      <Card.Body gap="2" p="4">
        <PriceRange minimum={listing.MinimumPrice} maximum={listing.MaximumPrice} />
        <Heading as="h3" size="md" lineClamp={1} title={listing.title}>
          {listing.title}
        </Heading>
        <HStack gap="1.5" color="fg.muted" fontSize="sm">
          <Icon as={FiMapPin} aria-hidden flexShrink={0} />
          <Text lineClamp={1}>{listing.location}</Text>
        </HStack>
        <HStack gap="2" pt="1">
          <UserAvatar size="xs" name={listing.agent.name} photoURL={listing.agent.image} />
          <Text fontSize="sm" lineClamp={1}>
            {listing.agent.name || 'Agent'}
          </Text>
        </HStack>
      </Card.Body>
      <Card.Footer p="4" pt="0" gap="2" flexWrap="wrap">
        {open ? (
          <ButtonLink to={paths.details.href(listing.id)} state={state} size="sm" colorPalette="teal" variant="outline" aria-label={`View details of ${listing.title}`}>
            View details <FiArrowRight />
          </ButtonLink>
        ) : (
          <HStack as="span" gap="1.5" fontSize="sm" color="fg.muted" px="3" h="8" rounded="md" bg="gray.100" data-testid="closed-label">
            <Icon as={FiLock} aria-hidden />
            {closedText ?? closedLabel(listing)}
          </HStack>
        )}
        {actions}
      </Card.Footer>
    </Card.Root>
  );
}
