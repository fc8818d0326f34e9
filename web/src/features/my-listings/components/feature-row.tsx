import { css } from 'styled-system/css';
import { icon } from 'styled-system/recipes/icon';
import { FiStar } from 'react-icons/fi';
import { formatDay } from '@homehaven/domain/format';
import { FEATURE_MESSAGES as M, isFeaturedListing } from '@homehaven/domain/featured-listings';
import { isPublicListing } from '@homehaven/domain/listing-policy';
import { Button } from '../../../components/ui/button';
import { instantToDate, type Listing } from '../../../lib/firebase/documents';
import { usePageTime } from '../../../lib/use-page-time';

const FULL = css({ w: 'full' });
const FEATURED = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '1.5', w: 'full', h: '9', rounded: 'md', bg: 'purple.50', color: 'purple.800', fontSize: 'sm' });
const ICON = icon();

/**
 * Under a listing's actions (docs/plans.md "Featured listings"): "Featured until …" while featured,
 * Feature on a listing buyers can see (not sold), nothing otherwise.
 */
export function FeatureRow({ listing, sold, onFeature }: { listing: Listing; sold: boolean; onFeature: () => void }) {
  const now = usePageTime();
  if (isFeaturedListing(listing, now) && listing.featuredUntil) {
    return (
      <p className={FEATURED} data-testid="featured-until">
        <FiStar aria-hidden className={ICON} />
        {M.featuredUntil(formatDay(instantToDate(listing.featuredUntil)))}
      </p>
    );
  }
  if (sold || !isPublicListing(listing)) return null;
  return (
    <Button size="sm" variant="outline" palette="purple" className={FULL} onClick={onFeature} aria-label={`${M.feature} ${listing.title}`}>
      <FiStar aria-hidden /> {M.feature}
    </Button>
  );
}
