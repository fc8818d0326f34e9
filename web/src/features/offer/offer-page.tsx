import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { FiAlertCircle, FiHeart } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { OFFER_MESSAGES } from '@homehaven/domain/offer-messages';
import { paths } from '../../config/paths';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { ButtonLink } from '../../components/static/links';
import { PriceRange } from '../../components/property/price-range';
import { Skeleton } from '../../components/static/skeleton';
import { useAuth } from '../../lib/auth/use-auth';
import { notifyError, notifySuccess } from '../../lib/toast';
import { useMakeOffer, offerFailure } from './api/use-make-offer';
import { useOfferListing } from './api/use-offer-listing';
import { OfferForm, type OfferFacts } from './components/offer-form';
import { isSoldListing } from '@homehaven/domain/listing-policy';

// Chakra's (outline) cards and grid as build-time classes (docs/decisions.md "Build-time styles everywhere").
const CARD = card({ variant: 'outline', size: 'md' });
const LAYOUT = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '320px 1fr' }, gap: '6', alignItems: 'start' });
const SUMMARY = cx(CARD.root, css({ overflow: 'hidden' }));
const PICTURE = css({ aspectRatio: '16 / 10', bg: 'gray.200' });
const SUMMARY_BODY = cx(CARD.body, css({ gap: '1', p: '4' }));
const TITLE = css({ fontWeight: 'semibold', lineClamp: 1 });
const LOCATION = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: 1 });
const SUMMARY_LOADING = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const PRICE_PLACEHOLDER = css({ h: '6', w: '40%' });
const TITLE_PLACEHOLDER = css({ h: '5', w: '80%' });
const LOCATION_PLACEHOLDER = css({ h: '4', w: '60%' });
const FORM_BODY = cx(CARD.body, css({ p: { base: '4', md: '6' } }));
const FORM_LOADING = css({ display: 'flex', alignItems: 'center', gap: '2' });
const FORM_PLACEHOLDER = css({ h: '72', w: 'full' });

function BackToWishlist() {
  return (
    <ButtonLink to={paths.dashboard.wishlist.href()} palette="teal" variant="outline">
      <FiHeart aria-hidden /> Go to my wishlist
    </ButtonLink>
  );
}

/**
 * Offer page (/dashboard/offerPage): the buyer offers a price on a listing from their wishlist. The
 * entry comes in navigation state, the listing's id in the URL; the stored listing, read live, has the
 * last word (a sold or withdrawn listing takes no offer). On success, on to Property Bought.
 */
export function OfferPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { propertyId, entry, listing } = useOfferListing();
  const stored = listing.status === 'success' ? listing.data : null;
  const makeOffer = useMakeOffer(stored);

  const submit = async (amount: number) => {
    try {
      await makeOffer(amount);
      notifySuccess(OFFER_MESSAGES.submitted);
      void navigate(paths.dashboard.propertyBought.href());
    } catch (error) {
      console.error('offer', error);
      notifyError(offerFailure(error));
    }
  };

  const frame = (content: ReactNode) => (
    <DashboardPage title="Make an offer" description="Offer a price within the listing's range. You pay for it by card next.">
      {content}
    </DashboardPage>
  );

  if (propertyId === null) {
    return frame(<EmptyState icon={FiHeart} title="No property chosen" text="Open your wishlist and choose Make an offer on a property." action={<BackToWishlist />} />);
  }
  if (listing.status === 'error') {
    return frame(<EmptyState icon={FiAlertCircle} title={OFFER_MESSAGES.failed} text="The property could not be loaded. Check your connection and try again." action={<BackToWishlist />} />);
  }
  if (listing.status === 'success' && (stored === null || isSoldListing(stored))) {
    const title = stored === null ? OFFER_MESSAGES.unavailable : OFFER_MESSAGES.sold;
    return frame(<EmptyState icon={FiAlertCircle} title={title} action={<BackToWishlist />} />);
  }

  const shown = stored
    ? { title: stored.title, location: stored.location, image: stored.image, agentName: stored.agent.name, min: stored.MinimumPrice, max: stored.MaximumPrice }
    : entry
      ? { title: entry.propertyName, location: entry.propertyLocation, image: entry.propertyImage, agentName: entry.agentName, min: entry.MinimumPrice, max: entry.MaximumPrice }
      : null;
  const facts: OfferFacts | null = shown
    ? {
        propertyTitle: shown.title,
        location: shown.location,
        agentName: shown.agentName,
        buyerName: user?.displayName ?? '',
        buyerEmail: user?.email ?? '',
        MinimumPrice: shown.min,
        MaximumPrice: shown.max,
      }
    : null;

  return frame(
    <div className={LAYOUT}>
      <div className={SUMMARY}>
        <div className={PICTURE}>{shown ? <ResponsiveImage src={shown.image} alt={shown.title} sizes="(min-width: 1024px) 320px, 100vw" first cover /> : null}</div>
        <div className={SUMMARY_BODY}>
          {shown ? (
            <>
              <PriceRange minimum={shown.min} maximum={shown.max} />
              <p className={TITLE}>{shown.title}</p>
              <p className={LOCATION}>{shown.location}</p>
            </>
          ) : (
            <div className={SUMMARY_LOADING} role="status" aria-busy="true" aria-label="Loading the property">
              <Skeleton className={PRICE_PLACEHOLDER} />
              <Skeleton className={TITLE_PLACEHOLDER} />
              <Skeleton className={LOCATION_PLACEHOLDER} />
            </div>
          )}
        </div>
      </div>
      <div className={CARD.root}>
        <div className={FORM_BODY}>
          {facts ? (
            <OfferForm key={propertyId} facts={facts} ready={stored !== null} submit={submit} />
          ) : (
            <div className={FORM_LOADING} role="status" aria-busy="true" aria-label="Loading the offer form">
              <Skeleton className={FORM_PLACEHOLDER} />
            </div>
          )}
        </div>
      </div>
    </div>,
  );
}
