import { css, cx } from 'styled-system/css';
import { MESSAGES } from '@homehaven/domain/messages';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { formatDay } from '@homehaven/domain/format';
import { instantToDate, type Review } from '../../../lib/firebase/documents';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/static/skeleton';
import { StarRating } from '../../../components/ui/star-rating';
import { UserAvatar } from '../../../components/ui/user-avatar';

type ReviewListProps = { status: 'loading' } | { status: 'error' } | { status: 'success'; reviews: Review[]; canShowMore: boolean; onShowMore: () => void };

const COLUMN = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const LIST = cx(COLUMN, css({ listStyleType: 'none' }));
const ITEM = css({ bg: 'white', borderWidth: '1px', rounded: 'lg', p: '4' });
const HEAD = css({ display: 'flex', alignItems: 'center', gap: '3', mb: '2' });
const WHO = css({ flex: '1', minW: '0' });
const NAME = css({ fontWeight: 'semibold', lineClamp: '1' });
const DATE = css({ fontSize: 'xs', color: 'fg.muted' });
const COMMENT = css({ whiteSpace: 'pre-line' });
const MUTED = css({ color: 'fg.muted' });
const FAILED = css({ color: 'red.600' });
const LOADING = css({ h: '24', rounded: 'lg' });
const MORE = css({ alignSelf: 'center' });

/** One review: who, how many stars, when, what they wrote. */
function ReviewItem({ review }: { review: Review }) {
  const name = review.userName || MESSAGES.fallback.reviewer;
  return (
    <li className={ITEM} data-testid="review">
      <div className={HEAD}>
        <UserAvatar size="sm" name={name} photoURL={review.userImage} />
        <div className={WHO}>
          <p className={NAME}>{name}</p>
          <p className={DATE}>{formatDay(instantToDate(review.createdAt))}</p>
        </div>
        <StarRating value={review.rating} />
      </div>
      <p className={COMMENT}>{review.comment}</p>
    </li>
  );
}

/** A property's reviews, newest first, with the required loading, error and empty texts. */
export function ReviewList(props: ReviewListProps) {
  if (props.status === 'loading') {
    return (
      <div className={COLUMN} role="status">
        <p className={MUTED}>{REVIEW_MESSAGES.loading}</p>
        <Skeleton className={LOADING} />
      </div>
    );
  }
  if (props.status === 'error') return <p className={FAILED}>{REVIEW_MESSAGES.loadFailed}</p>;
  if (props.reviews.length === 0) return <p className={MUTED}>{REVIEW_MESSAGES.empty}</p>;
  return (
    <div className={COLUMN}>
      <ul className={LIST} aria-label="Reviews">
        {props.reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {props.canShowMore ? (
        <Button variant="outline" className={MORE} onClick={props.onShowMore}>
          Show more reviews
        </Button>
      ) : null}
    </div>
  );
}
