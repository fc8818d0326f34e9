import { sellerLine } from '@homehaven/domain/listing-seller';
import { FiMapPin } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { icon } from 'styled-system/recipes/icon';
import type { Listing } from '../../../lib/firebase/documents';
import { paths } from '../../../config/paths';
import { TextLink } from '../../../components/static/links';
import { PriceRange } from '../../../components/property/price-range';
import { StatusBadge } from '../../../components/property/status-badge';
import { LegalCheckBadge } from '../../../components/property/legal-check-badge';
import { FeaturedBadge } from '../../../components/property/featured-badge';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { FactsSection } from './facts-section';
import { FloorPlansSection, ListingGallery } from './listing-gallery';
import { TourButton } from './tour/tour-dialog';

// minW 0: a grid item, it would otherwise grow to the thumbnail row's width instead of scrolling it.
const SUMMARY = css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' });
const HEAD = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const BADGES = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const TITLE = heading({ size: { base: '2xl', md: '3xl' } });
const LOCATION = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted' });
const PIN = icon();
const CAPTION = css({ fontSize: 'sm', color: 'fg.muted' });
const AGENT = css({ display: 'flex', alignItems: 'center', gap: '3', pt: '2' });
const AGENT_NAME = css({ fontWeight: 'semibold' });
const SELLER = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' });
const SELLER_LOGO = css({ w: '5', h: '5', rounded: 'sm', objectFit: 'cover' });
const ABOUT_HEADING = cx(heading({ size: 'lg' }), css({ mb: '2' }));
const ABOUT = css({ whiteSpace: 'pre-line', color: 'gray.700' });

/** The listing itself: gallery, status, title, location, prices, agent, the tour, facts, description and floor plans. */
export function ListingSummary({ listing }: { listing: Listing }) {
  return (
    <div className={SUMMARY}>
      <ListingGallery listing={listing} />
      <div className={HEAD}>
        <div className={BADGES}>
          <StatusBadge status={listing.status} />
          <FeaturedBadge listing={listing} />
          <LegalCheckBadge listing={listing} />
        </div>
        <h1 className={TITLE}>{listing.title}</h1>
        <div className={LOCATION}>
          <FiMapPin className={PIN} aria-hidden />
          <p>{listing.location}</p>
        </div>
        <div>
          <p className={CAPTION}>Price range</p>
          <PriceRange minimum={listing.MinimumPrice} maximum={listing.MaximumPrice} size="2xl" />
        </div>
        <div className={AGENT}>
          <UserAvatar size="md" name={listing.agent.name} photoURL={listing.agent.image} />
          <div>
            <p className={CAPTION}>Listed by</p>
            <p className={AGENT_NAME}>{listing.agent.name || 'Agent'}</p>
            {sellerLine(listing.seller) ? (
              <p className={SELLER} data-testid="listing-seller">
                {listing.seller?.agencyLogo ? <img src={listing.seller.agencyLogo} alt="" width={20} height={20} loading="lazy" className={SELLER_LOGO} /> : null}
                {/* An agency's name leads to its public page (docs/decisions.md "The public agency page"). */}
                {listing.seller?.agencyUid ? <TextLink to={paths.agencyPage.href(listing.seller.agencyUid)}>{sellerLine(listing.seller)}</TextLink> : sellerLine(listing.seller)}
              </p>
            ) : null}
          </div>
        </div>
        <TourButton listing={listing} />
      </div>
      <FactsSection facts={listing.facts} />
      <div>
        <h2 className={ABOUT_HEADING}>About this home</h2>
        <p className={ABOUT}>{listing.Details}</p>
      </div>
      <FloorPlansSection listing={listing} />
    </div>
  );
}
