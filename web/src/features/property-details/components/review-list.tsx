import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@homehaven/domain/messages';
import { formatDay } from '@homehaven/domain/format';
import { instantToDate, type Review } from '../../../lib/firebase/documents';
import { StarRating } from '../../../components/ui/star-rating';
import { UserAvatar } from '../../../components/ui/user-avatar';

type ReviewListProps = { status: 'loading' } | { status: 'error' } | { status: 'success'; reviews: Review[]; canShowMore: boolean; onShowMore: () => void };

/** One review: who, how many stars, when, what they wrote. */
function ReviewItem({ review }: { review: Review }) {
  const name = review.userName || MESSAGES.fallback.reviewer;
  return (
    <Box as="li" bg="white" borderWidth="1px" rounded="lg" p="4" data-testid="review">
      <HStack gap="3" align="center" mb="2">
        <UserAvatar size="sm" name={name} photoURL={review.userImage} />
        <Box flex="1" minW="0">
          <Text fontWeight="semibold" lineClamp={1}>
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatDay(instantToDate(review.createdAt))}
          </Text>
        </Box>
        <StarRating value={review.rating} />
      </HStack>
      <Text whiteSpace="pre-line">{review.comment}</Text>
    </Box>
  );
}

/** A property's reviews, newest first, with the required loading, error and empty texts. */
export function ReviewList(props: ReviewListProps) {
  if (props.status === 'loading') {
    return (
      <Stack gap="3" role="status">
        <Text color="fg.muted">{MESSAGES.review.loading}</Text>
        <Skeleton h="24" rounded="lg" />
      </Stack>
    );
  }
  if (props.status === 'error') return <Text color="red.600">{MESSAGES.review.loadFailed}</Text>;
  if (props.reviews.length === 0) return <Text color="fg.muted">{MESSAGES.review.empty}</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Reviews">
        {props.reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </Stack>
      {props.canShowMore ? (
        <Button variant="outline" alignSelf="center" onClick={props.onShowMore}>
          Show more reviews
        </Button>
      ) : null}
    </Stack>
  );
}
