import { Box, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { HOME_LATEST_REVIEWS } from '@homehaven/domain/constants';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { instantToDate, type Review } from '../../../lib/firebase/documents';
import { StarRating } from '../../../components/ui/star-rating';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLatestReviews } from '../api/use-latest-reviews';
import { HomeSection } from './home-section';

/** One review as a quote card, with the spec's fallbacks for a missing name, photo or title. */
function ReviewCard({ review }: { review: Review }) {
  const name = review.userName || MESSAGES.fallback.reviewer;
  return (
    <Card.Root as="li" variant="elevated" h="full" data-testid="latest-review">
      <Card.Body gap="4" p="6">
        <StarRating value={review.rating} />
        <Text as="blockquote" fontSize="md" color="gray.700" lineClamp={5}>
          “{review.comment}”
        </Text>
        <HStack gap="3" mt="auto">
          <UserAvatar name={name} photoURL={review.userImage} size="md" />
          <Box minW="0">
            <Text fontWeight="semibold" lineClamp={1}>
              {name}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={1}>
              on {review.propertyTitle || MESSAGES.fallback.propertyTitle} · {formatDay(instantToDate(review.createdAt))}
            </Text>
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Latest reviews: the 3 newest, "Loading reviews..." first, "Failed to load reviews" in red on failure. */
export function LatestReviews() {
  const reviews = useLatestReviews();
  return (
    <HomeSection id="latest-reviews-heading" eyebrow="Testimonials" title="Latest reviews" subtitle="What buyers say about the homes they visited." bg="white">
      {reviews.status === 'loading' ? (
        <Stack gap="4" role="status">
          <Text color="fg.muted" textAlign="center">
            {MESSAGES.review.loading}
          </Text>
          <SimpleGrid columns={{ base: 1, md: HOME_LATEST_REVIEWS }} gap="6" aria-hidden>
            {Array.from({ length: HOME_LATEST_REVIEWS }, (_, i) => (
              <Skeleton key={i} h="52" rounded="lg" />
            ))}
          </SimpleGrid>
        </Stack>
      ) : reviews.status === 'error' ? (
        <Text color="red.600" textAlign="center">
          {MESSAGES.review.loadFailedHome}
        </Text>
      ) : reviews.data.length === 0 ? (
        <Text color="fg.muted" textAlign="center">
          {MESSAGES.review.empty}
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: HOME_LATEST_REVIEWS }} gap="6" aria-label="Latest reviews">
          {reviews.data.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
