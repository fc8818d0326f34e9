import { Link as RouterLink } from 'react-router';
import { FiRefreshCw, FiX } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { link } from 'styled-system/recipes/link';
import type { CompareItem } from '@homehaven/domain/compare';
import { COMPARE_MESSAGES } from '@homehaven/domain/compare-view';
import { paths } from '../../../config/paths';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';
import { Button } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { ComparedListing } from '../api/use-compared-listings';

interface ListingHeaderProps {
  /** What the tray kept of the listing: shown while it loads, and when it is no longer public. */
  item: CompareItem;
  state: ComparedListing;
  onRemove: () => void;
  onRetry: () => void;
}

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'stretch' });
const PICTURE = css({ aspectRatio: '4 / 3', bg: 'gray.200', rounded: 'md', overflow: 'hidden' });
// A listing no longer public keeps its picture, greyed.
const GONE = css({ filter: 'grayscale(1)', opacity: 0.6 });
const TITLE = css({ fontWeight: 'semibold', lineClamp: 2 });
// Chakra's teal text link (components/static/links.tsx's TextLink, which takes no title).
const TITLE_LINK = cx(link(), css({ colorPalette: 'teal' }), TITLE);
const BADGES = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', minH: '5' });
const SOLD = cx(badge({ variant: 'solid' }), css({ colorPalette: 'gray' }));
const UNAVAILABLE = cx(badge({ variant: 'solid' }), css({ colorPalette: 'red' }));
const GONE_TEXT = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' });
const FAILED = css({ fontSize: 'sm', color: 'red.700', fontWeight: 'normal' });
const RETRY = css({ mt: '1' });
const REMOVE = css({ alignSelf: 'start' });

/** A column's head: the picture, the title (a link to the details page while public), status and Remove. */
export function ListingHeader({ item, state, onRemove, onRetry }: ListingHeaderProps) {
  const listing = state.status === 'available' ? state.listing : null;
  const title = listing?.title ?? item.title;
  const gone = state.status === 'unavailable';
  return (
    <div className={STACK}>
      <div className={cx(PICTURE, gone ? GONE : undefined)}>
        <ResponsiveImage src={listing?.image ?? item.image} alt={title} sizes="(min-width: 48em) 240px, 160px" cover />
      </div>
      {listing ? (
        <RouterLink to={paths.details.href(listing.id)} state={{ status: listing.status }} className={TITLE_LINK} title={title}>
          {title}
        </RouterLink>
      ) : (
        <p className={TITLE} title={title}>
          {title}
        </p>
      )}
      <div className={BADGES}>
        {listing && isSoldListing(listing) ? <span className={SOLD}>{LISTING_STATE_LABELS.sold}</span> : null}
        {gone ? (
          <span className={UNAVAILABLE} data-testid="unavailable">
            {COMPARE_MESSAGES.unavailable}
          </span>
        ) : null}
      </div>
      {gone ? <p className={GONE_TEXT}>{COMPARE_MESSAGES.unavailableText}</p> : null}
      {state.status === 'error' ? (
        <div>
          <p className={FAILED}>{COMPARE_MESSAGES.loadFailed}</p>
          <Button size="xs" variant="outline" palette="red" className={RETRY} onClick={onRetry}>
            <FiRefreshCw aria-hidden /> Try again
          </Button>
        </div>
      ) : null}
      <Button size="xs" variant="outline" palette="gray" className={REMOVE} aria-label={`Remove ${title} from compare`} onClick={onRemove}>
        <FiX aria-hidden /> Remove
      </Button>
    </div>
  );
}
