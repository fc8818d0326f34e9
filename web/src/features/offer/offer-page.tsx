import type { ReactNode } from 'react';
import { Box, Card, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { FiAlertCircle, FiHeart } from 'react-icons/fi';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { ButtonLink } from '../../components/ui/router-link';
import { PriceRange } from '../../components/property/price-range';
import { useAuth } from '../../lib/auth/use-auth';
import { notifyError, notifySuccess } from '../../lib/toast';
import { useMakeOffer, offerFailure } from './api/use-make-offer';
import { useOfferListing } from './api/use-offer-listing';
import { OfferForm, type OfferFacts } from './components/offer-form';
import { isSoldListing } from '@homehaven/domain/listing-policy';

function BackToWishlist() {
  return (
    <ButtonLink to={paths.dashboard.wishlist.href()} colorPalette="teal" variant="outline">
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
      notifySuccess(MESSAGES.offer.submitted);
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
    return frame(<EmptyState icon={FiAlertCircle} title={MESSAGES.offer.failed} text="The property could not be loaded. Check your connection and try again." action={<BackToWishlist />} />);
  }
  if (listing.status === 'success' && (stored === null || isSoldListing(stored))) {
    const title = stored === null ? MESSAGES.offer.unavailable : MESSAGES.offer.sold;
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
    <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="6" alignItems="start">
      <Card.Root overflow="hidden">
        <Box aspectRatio={16 / 10} bg="gray.200">
          {shown ? <ResponsiveImage src={shown.image} alt={shown.title} sizes="(min-width: 1024px) 320px, 100vw" first cover /> : null}
        </Box>
        <Card.Body gap="1" p="4">
          {shown ? (
            <>
              <PriceRange minimum={shown.min} maximum={shown.max} />
              <Text fontWeight="semibold" lineClamp={1}>
                {shown.title}
              </Text>
              <Text color="fg.muted" fontSize="sm" lineClamp={1}>
                {shown.location}
              </Text>
            </>
          ) : (
            <Stack gap="2" aria-busy="true" aria-label="Loading the property">
              <Skeleton h="6" w="40%" />
              <Skeleton h="5" w="80%" />
              <Skeleton h="4" w="60%" />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body p={{ base: 4, md: 6 }}>
          {facts ? (
            <OfferForm key={propertyId} facts={facts} ready={stored !== null} submit={submit} />
          ) : (
            <HStack aria-busy="true" aria-label="Loading the offer form">
              <Skeleton h="72" w="full" />
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
    </Grid>,
  );
}
