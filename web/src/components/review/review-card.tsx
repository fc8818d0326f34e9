import { useId } from 'react';
import { Button, Card, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { FiTrash2, FiUser } from 'react-icons/fi';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { instantToDate, type Review } from '../../lib/firebase/documents';
import { StarRating } from '../ui/star-rating';
import { TextLink } from '../ui/router-link';
import { UserAvatar } from '../ui/user-avatar';

interface ReviewCardProps {
  review: Review;
  /** Delete shows only where the viewer may delete this review (their own; any, for an admin). */
  canDelete: boolean;
  /** Who wrote it (the admin's list): the reviewer's photo and name in the footer, instead of the agent. */
  showReviewer?: boolean;
  /** A delete is running: the button waits, so a double click deletes once. */
  busy: boolean;
  onDelete: () => void;
}

/**
 * One review: the property (a link to its details page), the stars, the date, the comment and the
 * agent or the reviewer, with Delete. Same outline as `ReviewCardSkeleton`, so nothing shifts.
 */
export function ReviewCard({ review, canDelete, showReviewer = false, busy, onDelete }: ReviewCardProps) {
  const reviewer = review.userName || MESSAGES.fallback.reviewer;
  const headingId = useId();
  const title = review.propertyTitle || MESSAGES.fallback.propertyTitle;
  const created = instantToDate(review.createdAt);
  return (
    <Card.Root as="article" h="full" variant="elevated" aria-labelledby={headingId} data-testid="review-card">
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
        <Text whiteSpace="pre-line" overflowWrap="anywhere" data-testid="review-comment">
          {review.comment}
        </Text>
      </Card.Body>
      <Card.Footer px={{ base: 4, md: 5 }} pb={{ base: 4, md: 5 }} pt="0" justifyContent="space-between" gap="3">
        {/* As tall as the Delete button, so a card without one keeps the same outline. */}
        {showReviewer ? (
          <HStack gap="2" fontSize="sm" minW="0" minH="9" data-testid="reviewer">
            <UserAvatar name={reviewer} photoURL={review.userImage} size="xs" />
            <Text lineClamp={1}>
              {reviewer}
              {review.userEmail ? (
                <Text as="span" color="fg.muted">
                  {` · ${review.userEmail}`}
                </Text>
              ) : null}
            </Text>
          </HStack>
        ) : (
          <HStack gap="1.5" fontSize="sm" color="fg.muted" minW="0" minH="9">
            <Icon as={FiUser} aria-hidden flexShrink={0} />
            <Text lineClamp={1}>Agent: {review.agentName || 'not named'}</Text>
          </HStack>
        )}
        {canDelete ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            flexShrink={0}
            disabled={busy}
            onClick={onDelete}
            aria-label={showReviewer ? `Delete ${reviewer}'s review of ${title}` : `Delete your review of ${title}`}
          >
            <FiTrash2 aria-hidden /> Delete
          </Button>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}
