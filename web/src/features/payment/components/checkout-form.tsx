import { useState } from 'react';
import { Alert, Box, Button, Field, Stack } from '@chakra-ui/react';
import { CardElement } from '@stripe/react-stripe-js';
import { FiLock } from 'react-icons/fi';
import { formatPrice } from '@homehaven/domain/format';
import { MESSAGES } from '@homehaven/domain/messages';
import { paths } from '../../../config/paths';
import type { Offer } from '../../../lib/firebase/documents';
import { ButtonLink } from '../../../components/ui/router-link';
import { useCheckout } from '../api/use-checkout';

const CARD_STYLE = { base: { fontSize: '16px', color: '#1a202c', '::placeholder': { color: '#718096' } }, invalid: { color: '#c53030' } };

/**
 * The card field and the Pay button (inside Stripe's Elements). Stripe's own message shows under the
 * card field; a charge that could not be recorded says what happens next and offers only to record it.
 */
export function CheckoutForm({ offer, buyer }: { offer: Offer; buyer: { name: string; email: string } }) {
  const { state, ready, pay, record } = useCheckout(offer, buyer);
  const [complete, setComplete] = useState(false);
  const [typingError, setTypingError] = useState<string | null>(null);
  const cardError = state.step === 'card-error' ? state.message : typingError;

  if (state.step === 'unrecorded') {
    return (
      <Stack gap="4">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{MESSAGES.payment.updateFailed}</Alert.Title>
            <Alert.Description>{MESSAGES.payment.webhookFollowUp}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="teal" loading={state.recording} onClick={() => void record(state.intentId)}>
            Try recording it again
          </Button>
          <ButtonLink to={paths.dashboard.propertyBought.href()} variant="outline">
            Back to Property Bought
          </ButtonLink>
        </Stack>
      </Stack>
    );
  }

  const paying = state.step === 'paying';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      noValidate
    >
      <Stack gap="5">
        <Field.Root invalid={Boolean(cardError)}>
          <Field.Label>Card details</Field.Label>
          <Box w="full" borderWidth="1px" borderColor={cardError ? 'red.500' : 'gray.300'} rounded="md" px="3" py="3" bg="white" data-testid="card-field">
            <CardElement
              options={{ style: CARD_STYLE, hidePostalCode: true }}
              onChange={(event) => {
                setComplete(event.complete);
                setTypingError(event.error?.message ?? null);
              }}
            />
          </Box>
          {cardError ? <Field.ErrorText data-testid="card-error">{cardError}</Field.ErrorText> : null}
        </Field.Root>
        {state.step === 'failed' ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Root>
        ) : null}
        <Button type="submit" colorPalette="teal" size="lg" loading={paying} loadingText="Paying…" disabled={!ready || !complete || paying}>
          <FiLock aria-hidden /> Pay {formatPrice(offer.offerAmount)}
        </Button>
      </Stack>
    </form>
  );
}
