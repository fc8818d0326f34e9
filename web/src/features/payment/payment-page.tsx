import type { ReactNode } from 'react';
import { Card, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Elements } from '@stripe/react-stripe-js';
import { FiAlertCircle, FiCheckCircle, FiShoppingBag } from 'react-icons/fi';
import { formatPrice } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../config/paths';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { EmptyState } from '../../components/ui/empty-state';
import { ButtonLink } from '../../components/ui/router-link';
import { useAuth } from '../../lib/auth/use-auth';
import { getStripe } from './api/stripe';
import { usePayableOffer } from './api/use-payable-offer';
import { CheckoutForm } from './components/checkout-form';
import { OfferSummary } from './components/offer-summary';

function BackToBought() {
  return (
    <ButtonLink to={paths.dashboard.propertyBought.href()} colorPalette="teal" variant="outline">
      <FiShoppingBag aria-hidden /> Back to Property Bought
    </ButtonLink>
  );
}

/**
 * Payment page (/dashboard/PaymentPage): the buyer pays a pending offer by card. The offer comes by id
 * (URL or navigation state) and is read from Firestore, so what is shown and charged is the stored
 * offer; Stripe.js loads here and nowhere else.
 */
export function PaymentPage() {
  const { user } = useAuth();
  const { offerId, offer, own } = usePayableOffer();
  const frame = (content: ReactNode) => (
    <DashboardPage title="Payment" description="Pay for your offer by card. The agent then accepts or rejects it; a rejected offer is refunded.">
      {content}
    </DashboardPage>
  );

  if (offerId === null || (offer.status === 'success' && own === null)) {
    return frame(<EmptyState icon={FiAlertCircle} title={MESSAGES.payment.offerNotFound} action={<BackToBought />} />);
  }
  if (offer.status === 'error') {
    return frame(<EmptyState icon={FiAlertCircle} title="The offer could not be loaded." text="Check your connection and try again." action={<BackToBought />} />);
  }
  if (own === null) {
    return frame(
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" aria-busy="true" aria-label="Loading the offer">
        <Skeleton h="64" rounded="lg" />
        <Skeleton h="64" rounded="lg" />
      </Grid>,
    );
  }
  if (own.status !== 'pending') {
    const paid = own.transactionId !== undefined;
    return frame(
      <EmptyState
        icon={paid ? FiCheckCircle : FiAlertCircle}
        title={paid ? 'This offer is paid.' : MESSAGES.payment.notPayable}
        text={paid ? <>Transaction {own.transactionId}</> : undefined}
        action={<BackToBought />}
      />,
    );
  }

  const stripe = getStripe();
  return frame(
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
      <OfferSummary offer={own} />
      <Card.Root>
        <Card.Body p={{ base: 4, md: 6 }} gap="4">
          <HStack justify="space-between">
            <Text fontWeight="semibold">Amount to pay</Text>
            <Text fontWeight="bold" fontSize="2xl" color="teal.700" data-testid="amount-to-pay">
              {formatPrice(own.offerAmount)}
            </Text>
          </HStack>
          {stripe ? (
            <Elements stripe={stripe}>
              <CheckoutForm offer={own} buyer={{ name: user?.displayName ?? '', email: user?.email ?? '' }} />
            </Elements>
          ) : (
            <Stack>
              <Text color="red.700">Card payments are not configured for this site (no Stripe publishable key). Please contact support.</Text>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Grid>,
  );
}
