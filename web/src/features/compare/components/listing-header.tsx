import { AspectRatio, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FiRefreshCw, FiX } from 'react-icons/fi';
import type { CompareItem } from '@homehaven/domain/compare';
import { COMPARE_MESSAGES } from '@homehaven/domain/compare-view';
import { paths } from '../../../config/paths';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { TextLink } from '../../../components/ui/router-link';
import type { ComparedListing } from '../api/use-compared-listings';

interface ListingHeaderProps {
  /** What the tray kept of the listing: shown while it loads, and when it is no longer public. */
  item: CompareItem;
  state: ComparedListing;
  onRemove: () => void;
  onRetry: () => void;
}

/** A column's head: the picture, the title (a link to the details page while public), status and Remove. */
export function ListingHeader({ item, state, onRemove, onRetry }: ListingHeaderProps) {
  const listing = state.status === 'available' ? state.listing : null;
  const title = listing?.title ?? item.title;
  const gone = state.status === 'unavailable';
  return (
    <Stack gap="2" align="stretch">
      <AspectRatio ratio={4 / 3} bg="gray.200" rounded="md" overflow="hidden" filter={gone ? 'grayscale(1)' : undefined} opacity={gone ? 0.6 : 1}>
        <ResponsiveImage src={listing?.image ?? item.image} alt={title} sizes="(min-width: 48em) 240px, 160px" cover />
      </AspectRatio>
      {listing ? (
        <TextLink to={paths.details.href(listing.id)} state={{ status: listing.status }} fontWeight="semibold" lineClamp={2} title={title}>
          {title}
        </TextLink>
      ) : (
        <Text fontWeight="semibold" lineClamp={2} title={title}>
          {title}
        </Text>
      )}
      <HStack gap="2" flexWrap="wrap" minH="5">
        {listing && isSoldListing(listing) ? (
          <Badge variant="solid" colorPalette="gray">
            {LISTING_STATE_LABELS.sold}
          </Badge>
        ) : null}
        {gone ? (
          <Badge variant="solid" colorPalette="red" data-testid="unavailable">
            {COMPARE_MESSAGES.unavailable}
          </Badge>
        ) : null}
      </HStack>
      {gone ? (
        <Text fontSize="xs" color="fg.muted" fontWeight="normal">
          {COMPARE_MESSAGES.unavailableText}
        </Text>
      ) : null}
      {state.status === 'error' ? (
        <Box>
          <Text fontSize="sm" color="red.700" fontWeight="normal">
            {COMPARE_MESSAGES.loadFailed}
          </Text>
          <Button size="xs" variant="outline" colorPalette="red" mt="1" onClick={onRetry}>
            <FiRefreshCw aria-hidden /> Try again
          </Button>
        </Box>
      ) : null}
      <Button size="xs" variant="outline" colorPalette="gray" alignSelf="start" aria-label={`Remove ${title} from compare`} onClick={onRemove}>
        <FiX aria-hidden /> Remove
      </Button>
    </Stack>
  );
}
