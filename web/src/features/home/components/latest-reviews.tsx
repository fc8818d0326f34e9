import { useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { HOME_LATEST_REVIEWS } from '@homehaven/domain/constants';
import { formatDay } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { REVIEW_MESSAGES } from '@homehaven/domain/review-messages';
import { instantToDate, type Review } from '../../../lib/firebase/documents';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { Skeleton } from '../../../components/static/skeleton';
import { StarRating } from '../../../components/ui/star-rating';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useLatestReviews } from '../api/use-latest-reviews';
import { HomeSection } from './home-section';

const CARD = card({ variant: 'elevated' });
// One column on phones, then HOME_LATEST_REVIEWS (3) side by side.
const GRID = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '6', listStyleType: 'none' });
const QUOTE_CARD = cx(CARD.root, css({ h: 'full' }));
const QUOTE_BODY = cx(CARD.body, css({ gap: '4', p: '6' }));
const QUOTE = css({ fontSize: 'md', color: 'gray.700', lineClamp: 5 });
const AUTHOR = css({ display: 'flex', alignItems: 'center', gap: '3', mt: 'auto' });
const AUTHOR_TEXT = css({ minW: '0' });
const NAME = css({ fontWeight: 'semibold', lineClamp: 1 });
const CONTEXT = css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 1 });
const LOADING = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const NOTE = css({ color: 'fg.muted', textAlign: 'center' });
const FAILED = css({ color: 'red.600', textAlign: 'center' });
const PLACEHOLDER = css({ h: '52', rounded: 'lg' });

/** One review as a quote card, with the required fallbacks (docs/product.md §5.1 Home) for a missing name, photo or title. */
function QuoteCard({ review }: { review: Review }) {
  const name = review.userName || MESSAGES.fallback.reviewer;
  return (
    <li className={QUOTE_CARD} data-testid="latest-review">
      <div className={QUOTE_BODY}>
        <StarRating value={review.rating} />
        <blockquote className={QUOTE}>“{review.comment}”</blockquote>
        <div className={AUTHOR}>
          <UserAvatar name={name} photoURL={review.userImage} size="md" />
          <div className={AUTHOR_TEXT}>
            <p className={NAME}>{name}</p>
            <p className={CONTEXT}>
              on {review.propertyTitle || MESSAGES.fallback.propertyTitle} · {formatDay(instantToDate(review.createdAt))}
            </p>
          </div>
        </div>
      </div>
    </li>
  );
}

/**
 * Latest reviews: the 3 newest, "Loading reviews..." first (also in the prerendered HTML, until the
 * visitor nears the section and the read starts), "Failed to load reviews" in red on failure.
 */
export function LatestReviews({ className }: { className?: string }) {
  const sectionRef = useRef<HTMLElement>(null);
  const reviews = useLatestReviews(useNearViewport(sectionRef));
  return (
    <HomeSection ref={sectionRef} id="latest-reviews-heading" eyebrow="Testimonials" title="Latest reviews" subtitle="What buyers say about the homes they visited." white className={className}>
      {reviews.status === 'loading' ? (
        <div className={LOADING} role="status">
          <p className={NOTE}>{REVIEW_MESSAGES.loading}</p>
          <div className={GRID} aria-hidden>
            {Array.from({ length: HOME_LATEST_REVIEWS }, (_, i) => (
              <Skeleton key={i} className={PLACEHOLDER} />
            ))}
          </div>
        </div>
      ) : reviews.status === 'error' ? (
        <p className={FAILED}>{REVIEW_MESSAGES.loadFailedHome}</p>
      ) : reviews.data.length === 0 ? (
        <p className={NOTE}>{REVIEW_MESSAGES.empty}</p>
      ) : (
        <ul className={GRID} aria-label="Latest reviews">
          {reviews.data.map((review) => (
            <QuoteCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
