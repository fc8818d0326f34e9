import { Badge, Button, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { FiMapPin, FiRefreshCw } from 'react-icons/fi';
import { COMPARE_MESSAGES, formatRating, reviewCountText } from '@homehaven/domain/compare-view';
import { PriceRange } from '../../../components/property/price-range';
import { StarRating } from '../../../components/ui/star-rating';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { Listing } from '../../../lib/firebase/documents';
import type { ReviewSummary } from '../api/use-review-summaries';

/** A value still loading: a bar of the value's own height, so nothing moves when it arrives. */
export function CellSkeleton() {
  return <Skeleton h="6" w="80%" rounded="sm" />;
}

/** Nothing to show (a listing no longer public, or unreadable). */
export function EmptyCell() {
  return (
    <Text color="fg.muted">
      <span aria-hidden>—</span>
      <VisuallyHidden>Not available</VisuallyHidden>
    </Text>
  );
}

/** The price range, marked when it is the lowest of the compared listings. */
export function PriceCell({ listing, lowest }: { listing: Listing; lowest: boolean }) {
  return (
    <Stack gap="1" align="start">
      <PriceRange minimum={listing.MinimumPrice} maximum={listing.MaximumPrice} />
      {lowest ? (
        <Badge variant="subtle" colorPalette="green" data-testid="lowest-price">
          Lowest price
        </Badge>
      ) : null}
    </Stack>
  );
}

/** Where the listing is. */
export function LocationCell({ listing }: { listing: Listing }) {
  return (
    <HStack gap="1.5" align="start">
      <FiMapPin aria-hidden style={{ flexShrink: 0, marginTop: '0.25rem' }} />
      <Text>{listing.location}</Text>
    </HStack>
  );
}

/** The listing's agent. */
export function AgentCell({ listing }: { listing: Listing }) {
  return (
    <HStack gap="2">
      <UserAvatar size="xs" name={listing.agent.name} photoURL={listing.agent.image} />
      <Text>{listing.agent.name || 'Agent'}</Text>
    </HStack>
  );
}

/** Reviews that could not be counted: say so, with Try again. */
function ReviewsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack gap="1" align="start">
      <Text fontSize="sm" color="red.700">
        {COMPARE_MESSAGES.reviewsFailed}
      </Text>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onRetry}>
        <FiRefreshCw aria-hidden /> Try again
      </Button>
    </Stack>
  );
}

/** The rating average, in stars and to one decimal; "No reviews yet" when there is none. */
export function RatingCell({ summary, onRetry }: { summary: ReviewSummary; onRetry: () => void }) {
  if (summary.status === 'loading') return <CellSkeleton />;
  if (summary.status === 'error') return <ReviewsFailed onRetry={onRetry} />;
  if (summary.count === 0 || summary.average === null) return <Text color="fg.muted">{COMPARE_MESSAGES.noReviews}</Text>;
  return (
    <HStack gap="2" flexWrap="wrap">
      <StarRating value={Math.round(summary.average)} />
      <Text fontWeight="semibold" data-testid="rating-average">
        {formatRating(summary.average)}
      </Text>
    </HStack>
  );
}

/** How many reviews the listing has. */
export function ReviewCountCell({ summary, onRetry }: { summary: ReviewSummary; onRetry: () => void }) {
  if (summary.status === 'loading') return <CellSkeleton />;
  if (summary.status === 'error') return <ReviewsFailed onRetry={onRetry} />;
  return <Text data-testid="review-count">{reviewCountText(summary.count)}</Text>;
}
