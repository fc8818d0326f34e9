import { useState } from 'react';
import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { FiArrowLeft, FiEdit3 } from 'react-icons/fi';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import type { Listing } from '../../lib/firebase/documents';
import { useRole } from '../../lib/auth/use-role';
import { PageSpinner } from '../../components/ui/page-spinner';
import { isPublicListing } from '@homehaven/domain/listing-policy';
import { useAddToWishlist } from './api/use-add-to-wishlist';
import { usePropertyReviews } from './api/use-property-reviews';
import { useSubmitReview } from './api/use-submit-review';
import { CompareButton } from './components/compare-button';
import { ListingSummary } from './components/listing-summary';
import { MortgageCalculator } from './components/mortgage-calculator';
import { MessageAgentLink } from './components/message-agent-link';
import { NeighbourhoodSection } from './components/neighbourhood/neighbourhood-section';
import { OfferEntry } from './components/offer-entry';
import { PriceHistorySection } from './components/price-history-section';
import { ReviewList } from './components/review-list';
import { ReviewModal } from './components/review-modal';
import { WishlistButton } from './components/wishlist-button';
import { ScheduleVisitSection } from './components/visit/schedule-visit-section';

/** The listing's reviews, and the buyer's way to write one. */
function ReviewsSection({ listing, isBuyer }: { listing: Listing; isBuyer: boolean }) {
  const reviews = usePropertyReviews(listing.id);
  const submit = useSubmitReview(listing);
  const [writing, setWriting] = useState(false);
  return (
    <Box as="section" aria-labelledby="reviews-heading" mt="12">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} mb="4" gap="3">
        <Heading as="h2" size="xl" id="reviews-heading">
          Reviews
        </Heading>
        <Button colorPalette="teal" onClick={() => setWriting(true)} disabled={!isBuyer}>
          <FiEdit3 aria-hidden /> Write a review
        </Button>
      </Stack>
      {reviews.status === 'success' ? <ReviewList status="success" reviews={reviews.data} canShowMore={reviews.canShowMore} onShowMore={reviews.showMore} /> : <ReviewList status={reviews.status} />}
      {isBuyer ? <ReviewModal open={writing} onClose={() => setWriting(false)} propertyTitle={listing.title} submit={submit} /> : null}
    </Box>
  );
}

/** The buyer's actions beside the listing: wishlist and offer; others see why they are not offered. */
function ActionsPanel({ listing, isBuyer }: { listing: Listing; isBuyer: boolean }) {
  const add = useAddToWishlist(listing);
  return (
    <Stack gap="3" bg="white" borderWidth="1px" rounded="xl" p="5" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <Heading as="h2" size="md">
        Interested?
      </Heading>
      <WishlistButton allowed={isBuyer} add={add} />
      {/* Anyone may compare a public listing; an agent's or admin's view of a non-public one may not. */}
      {isPublicListing(listing) ? <CompareButton listing={listing} /> : null}
      <OfferEntry listing={listing} isBuyer={isBuyer} />
      <MessageAgentLink listing={listing} isBuyer={isBuyer} />
      {isBuyer ? null : (
        <Text fontSize="sm" color="fg.muted">
          Reviews, the wishlist and offers are for buyer accounts.
        </Text>
      )}
    </Stack>
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
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <Button variant="ghost" colorPalette="teal" onClick={back} mb="4" ml="-3">
        <FiArrowLeft aria-hidden /> Back
      </Button>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: 6, lg: 10 }} alignItems="start">
        <ListingSummary listing={listing} />
        <ActionsPanel listing={listing} isBuyer={isBuyer} />
      </Grid>
      <ScheduleVisitSection listing={listing} role={role.role} />
      <NeighbourhoodSection listing={listing} />
      <PriceHistorySection listing={listing} />
      <MortgageCalculator listing={listing} />
      <ReviewsSection listing={listing} isBuyer={isBuyer} />
    </Container>
  );
}
