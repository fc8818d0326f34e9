import { FiArrowLeft } from 'react-icons/fi';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
import { paths } from '../../config/paths';
import type { Listing } from '../../lib/firebase/documents';
import { useRole } from '../../lib/auth/use-role';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/page-spinner';
import { PAGE_CONTAINER } from '../../components/static/page-container';
import { isPublicListing } from '@homehaven/domain/listing-policy';
import { useAddToWishlist } from './api/use-add-to-wishlist';
import { CompareButton } from './components/compare-button';
import { ListingSummary } from './components/listing-summary';
import { MortgageCalculator } from './components/mortgage-calculator';
import { MessageAgentLink } from './components/message-agent-link';
import { NeighbourhoodSection } from './components/neighbourhood/neighbourhood-section';
import { OfferEntry } from './components/offer-entry';
import { PriceHistorySection } from './components/price-history-section';
import { ReviewsSection } from './components/reviews-section';
import { WishlistButton } from './components/wishlist-button';
import { ScheduleVisitSection } from './components/visit/schedule-visit-section';

const PAGE = cx(PAGE_CONTAINER['6xl'], css({ py: { base: '6', md: '10' } }));
const BACK = css({ mb: '4', ml: '-3' });
const TOP = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: { base: '6', lg: '10' }, alignItems: 'start' });
const PANEL = css({ display: 'flex', flexDirection: 'column', gap: '3', bg: 'white', borderWidth: '1px', rounded: 'xl', p: '5', position: { lg: 'sticky' }, top: { lg: '24' } });
const PANEL_HEADING = heading({ size: 'md' });
const NOTE = css({ fontSize: 'sm', color: 'fg.muted' });

/** The buyer's actions beside the listing: wishlist and offer; others see why they are not offered. */
function ActionsPanel({ listing, isBuyer }: { listing: Listing; isBuyer: boolean }) {
  const add = useAddToWishlist(listing);
  return (
    <div className={PANEL}>
      <h2 className={PANEL_HEADING}>Interested?</h2>
      <WishlistButton allowed={isBuyer} add={add} />
      {/* Anyone may compare a public listing; an agent's or admin's view of a non-public one may not. */}
      {isPublicListing(listing) ? <CompareButton listing={listing} /> : null}
      <OfferEntry listing={listing} isBuyer={isBuyer} />
      <MessageAgentLink listing={listing} isBuyer={isBuyer} />
      {isBuyer ? null : <p className={NOTE}>Reviews, the wishlist and offers are for buyer accounts.</p>}
    </div>
  );
}

/** Property details (/DetailsPage/{id}): the listing loaded by the route loader, its reviews and the buyer's actions. */
export function DetailsPage() {
  const listing = useLoaderData<Listing | null>();
  const role = useRole();
  const navigate = useNavigate();
  const location = useLocation();
  // Signed out: the login guard around this route is redirecting.
  if (!listing) return <PageSpinner />;
  const isBuyer = role.role === 'user';
  // Opened directly (no page to go back to): Back leads to All properties instead of leaving the site.
  const back = () => void (location.key === 'default' ? navigate(paths.properties.href()) : navigate(-1));
  return (
    <div className={PAGE}>
      <Button variant="ghost" palette="teal" onClick={back} className={BACK}>
        <FiArrowLeft aria-hidden /> Back
      </Button>
      <div className={TOP}>
        <ListingSummary listing={listing} />
        <ActionsPanel listing={listing} isBuyer={isBuyer} />
      </div>
      <ScheduleVisitSection listing={listing} role={role.role} />
      <NeighbourhoodSection listing={listing} />
      <PriceHistorySection listing={listing} />
      <MortgageCalculator listing={listing} />
      <ReviewsSection listing={listing} isBuyer={isBuyer} />
    </div>
  );
}
