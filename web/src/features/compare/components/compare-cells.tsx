import { FiMapPin, FiRefreshCw } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { COMPARE_MESSAGES, formatRating, reviewCountText } from '@homehaven/domain/compare-view';
import { PriceRange } from '../../../components/property/price-range';
import { Skeleton } from '../../../components/static/skeleton';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { Listing } from '../../../lib/firebase/documents';
import type { ReviewSummary } from '../api/use-review-summaries';

const SKELETON = css({ h: '6', w: '80%', rounded: 'sm' });
const MUTED = css({ color: 'fg.muted' });
const HIDDEN = css({ srOnly: true });
const STACKED = css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'start' });
const LOWEST = cx(badge({ variant: 'subtle' }), css({ colorPalette: 'green' }));
const LOCATION = css({ display: 'flex', alignItems: 'start', gap: '1.5' });
const PIN = css({ flexShrink: 0, mt: '0.25rem' });
const AGENT = css({ display: 'flex', alignItems: 'center', gap: '2' });
const FAILED = css({ fontSize: 'sm', color: 'red.700' });
const RATING = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const AVERAGE = css({ fontWeight: 'semibold' });

/** A value still loading: a bar of the value's own height, so nothing moves when it arrives. */
export function CellSkeleton() {
  return <Skeleton className={SKELETON} />;
}

/** Nothing to show (a listing no longer public, or unreadable). */
export function EmptyCell() {
  return (
    <p className={MUTED}>
      <span aria-hidden>—</span>
      <span className={HIDDEN}>Not available</span>
    </p>
  );
}

/** The price range, marked when it is the lowest of the compared listings. */
export function PriceCell({ listing, lowest }: { listing: Listing; lowest: boolean }) {
  return (
    <div className={STACKED}>
      <PriceRange minimum={listing.MinimumPrice} maximum={listing.MaximumPrice} />
      {lowest ? (
        <span className={LOWEST} data-testid="lowest-price">
          Lowest price
        </span>
      ) : null}
    </div>
  );
}

/** Where the listing is. */
export function LocationCell({ listing }: { listing: Listing }) {
  return (
    <div className={LOCATION}>
      <FiMapPin aria-hidden className={PIN} />
      <p>{listing.location}</p>
    </div>
  );
}

/** The listing's agent. */
export function AgentCell({ listing }: { listing: Listing }) {
  return (
    <div className={AGENT}>
      <UserAvatar size="xs" name={listing.agent.name} photoURL={listing.agent.image} />
      <p>{listing.agent.name || 'Agent'}</p>
    </div>
  );
}

/** Reviews that could not be counted: say so, with Try again. */
function ReviewsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={STACKED}>
      <p className={FAILED}>{COMPARE_MESSAGES.reviewsFailed}</p>
      <Button size="xs" variant="outline" palette="red" onClick={onRetry}>
        <FiRefreshCw aria-hidden /> Try again
      </Button>
    </div>
  );
}

/** The rating average, in stars and to one decimal; "No reviews yet" when there is none. */
export function RatingCell({ summary, onRetry }: { summary: ReviewSummary; onRetry: () => void }) {
  if (summary.status === 'loading') return <CellSkeleton />;
  if (summary.status === 'error') return <ReviewsFailed onRetry={onRetry} />;
  if (summary.count === 0 || summary.average === null) return <p className={MUTED}>{COMPARE_MESSAGES.noReviews}</p>;
  return (
    <div className={RATING}>
      <StarRating value={Math.round(summary.average)} />
      <p className={AVERAGE} data-testid="rating-average">
        {formatRating(summary.average)}
      </p>
    </div>
  );
}

/** How many reviews the listing has. */
export function ReviewCountCell({ summary, onRetry }: { summary: ReviewSummary; onRetry: () => void }) {
  if (summary.status === 'loading') return <CellSkeleton />;
  if (summary.status === 'error') return <ReviewsFailed onRetry={onRetry} />;
  return <p data-testid="review-count">{reviewCountText(summary.count)}</p>;
}
