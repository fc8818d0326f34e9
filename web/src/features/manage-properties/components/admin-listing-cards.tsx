import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { PriceRange } from '../../../components/property/price-range';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { Listing } from '../../../lib/firebase/documents';
import type { AdminListingsProps } from './admin-listings-props';
import { usePicturesToggle } from './listing-pictures';
import { ListingState } from './listing-state';
import { LegalCheckReview } from './legal-check-review';
import { ListingTitle } from './listing-title';
import { VerdictButtons } from './verdict-buttons';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' });
const CARD = card({ variant: 'outline' });
// Shared with AdminListingsSkeleton, so the placeholders have the cards' outline.
export const ADMIN_CARD_BODY = cx(CARD.body, css({ p: '3', gap: '3' }));
const TOP = css({ display: 'flex', gap: '3' });
const PICTURE = css({ w: '24', flexShrink: 0, aspectRatio: '4 / 3', rounded: 'md', overflow: 'hidden', bg: 'gray.200' });
const SUMMARY = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const LOCATION = css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 1 });
const AGENT = css({ fontSize: 'sm', lineClamp: 1 });
const ACTIONS = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });

/** One listing's card; its pictures and facts open inside it. */
function AdminListingCard({ listing, busy, onDecide, panels }: { listing: Listing; busy: boolean; onDecide: AdminListingsProps['onDecide']; panels: AdminListingsProps['panels'] }) {
  const pictures = usePicturesToggle(listing, panels);
  return (
    <li>
      <article className={CARD.root} aria-label={listing.title} data-testid="admin-listing" data-status={listing.status}>
        <div className={ADMIN_CARD_BODY}>
          <div className={TOP}>
            <div className={PICTURE}>
              <ResponsiveImage src={listing.image} alt="" sizes="96px" cover />
            </div>
            <div className={SUMMARY}>
              <ListingTitle listing={listing} />
              <p className={LOCATION}>{listing.location}</p>
              <PriceRange minimum={listing.MinimumPrice} maximum={listing.MaximumPrice} size="sm" />
            </div>
          </div>
          <p className={AGENT}>
            {listing.agent.name || 'Agent'} · {listing.agent.email}
          </p>
          <div>{pictures.toggle}</div>
          <div className={ACTIONS}>
            <ListingState listing={listing} />
            <VerdictButtons listing={listing} busy={busy} onDecide={(verdict) => onDecide(listing, verdict)} />
          </div>
          <LegalCheckReview listing={listing} panels={panels} />
          {pictures.panel}
        </div>
      </article>
    </li>
  );
}

/** Manage properties on a phone: one card per listing, picture beside its title, the verdict buttons under it. */
export function AdminListingCards({ listings, deciding, coolingDown, onDecide, panels }: AdminListingsProps) {
  return (
    <ul className={LIST} aria-label="Properties">
      {listings.map((listing) => (
        <AdminListingCard key={listing.id} listing={listing} busy={coolingDown || deciding.has(listing.id)} onDecide={onDecide} panels={panels} />
      ))}
    </ul>
  );
}
