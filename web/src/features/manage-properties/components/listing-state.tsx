import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { StatusBadge } from '../../../components/property/status-badge';
import { isSoldListing } from '@homehaven/domain/listing-policy';
import { LISTING_STATE_LABELS } from '@homehaven/domain/statuses';
import type { Listing } from '../../../lib/firebase/documents';

const ROW = css({ display: 'flex', alignItems: 'center', gap: '1.5', flexWrap: 'wrap' });
const BADGE = badge({ variant: 'solid', size: 'sm' });
const WITHDRAWN = cx(BADGE, css({ colorPalette: 'gray' }));
const SOLD = cx(BADGE, css({ colorPalette: 'blue' }));

/** A listing's status badge, then Withdrawn (its agent was marked fraud: hidden from the public) and Sold when they apply. */
export function ListingState({ listing }: { listing: Listing }) {
  return (
    <div className={ROW}>
      <StatusBadge status={listing.status} />
      {listing.withdrawn ? (
        <span className={WITHDRAWN} title="Its agent was marked fraud: no longer shown to the public">
          {LISTING_STATE_LABELS.withdrawn}
        </span>
      ) : null}
      {isSoldListing(listing) ? <span className={SOLD}>{LISTING_STATE_LABELS.sold}</span> : null}
    </div>
  );
}
