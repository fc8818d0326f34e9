import { useId } from 'react';
import { Button, Card, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { FiTrash2, FiUser } from 'react-icons/fi';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../../config/paths';
import { instantToDate, type Review } from '../../../lib/firebase/documents';
import { StarRating } from '../../../components/ui/star-rating';
import { TextLink } from '../../../components/ui/router-link';

interface ReviewCardProps {
  review: Review;
  /** Delete shows only on the viewer's own review (spec section 6). */
  canDelete: boolean;
  /** A delete is running: the button waits, so a double click deletes once. */
  busy: boolean;
  onDelete: () => void;
}

/**
 * One review the user wrote: the property (a link to its details page), the stars, the date, the
 * comment and the agent, with Delete. Same outline as `ReviewCardSkeleton`, so nothing shifts.
 */
export function ReviewCard({ review, canDelete, busy, onDelete }: ReviewCardProps) {
  const headingId = useId();
  const title = review.propertyTitle || MESSAGES.fallback.propertyTitle;
  const created = instantToDate(review.createdAt);
  return (
    <Card.Root as="article" h="full" variant="elevated" aria-labelledby={headingId} data-testid="my-review">
      <Card.Body gap="3" p={{ base: 4, md: 5 }}>
        <Stack gap="1">
          <Heading as="h2" size="md" id={headingId} lineClamp={2} overflowWrap="anywhere">
            <TextLink to={paths.details.href(review.propertyId)} fontWeight="semibold">
              {title}
            </TextLink>
          </Heading>
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <StarRating value={review.rating} />
            <Text asChild fontSize="sm" color="fg.muted">
              <time dateTime={created.toISOString()}>{formatDay(created)}</time>
            </Text>
          </HStack>
        </Stack>
        <Text whiteSpace="pre-line" overflowWrap="anywhere" data-testid="my-review-comment">
          {review.comment}
        </Text>
      </Card.Body>
      <Card.Footer px={{ base: 4, md: 5 }} pb={{ base: 4, md: 5 }} pt="0" justifyContent="space-between" gap="3">
        {/* As tall as the Delete button, so a card without one keeps the same outline. */}
        <HStack gap="1.5" fontSize="sm" color="fg.muted" minW="0" minH="9">
          <Icon as={FiUser} aria-hidden flexShrink={0} />
          <Text lineClamp={1}>Agent: {review.agentName || 'not named'}</Text>
        </HStack>
        {canDelete ? (
          <Button size="sm" variant="outline" colorPalette="red" flexShrink={0} disabled={busy} onClick={onDelete} aria-label={`Delete your review of ${title}`}>
            <FiTrash2 aria-hidden /> Delete
          </Button>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}
