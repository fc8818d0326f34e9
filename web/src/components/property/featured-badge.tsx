import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { FiStar } from 'react-icons/fi';
import { FEATURED_LABEL, isFeaturedListing } from '@homehaven/domain/featured-listings';
import { usePageTime } from '../../lib/use-page-time';

// Build-time classes: the badge paints on prerendered and server-rendered cards (docs/decisions.md "Public pages").
const BADGE = cx(badge({ variant: 'solid', size: 'sm' }), css({ colorPalette: 'purple', gap: '1' }));
const ICON = css({ w: '1em', h: '1em', flexShrink: 0 });

interface FeaturedBadgeProps {
  listing: { featured?: unknown; featuredUntil?: unknown };
  /** Placement where it sits (over a card's picture). */
  className?: string;
}

/**
 * "Featured": the listing is featured now (docs/plans.md "Featured listings"), its end compared with
 * the page's time, so it is not shown past its end while the hourly sweep has not run yet.
 */
export function FeaturedBadge({ listing, className }: FeaturedBadgeProps) {
  const now = usePageTime();
  if (!isFeaturedListing(listing, now)) return null;
  return (
    <span className={cx(BADGE, className)} data-testid="featured-badge">
      <FiStar aria-hidden className={ICON} />
      {FEATURED_LABEL}
    </span>
  );
}
