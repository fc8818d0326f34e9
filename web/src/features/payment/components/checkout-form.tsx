import { useEffect } from 'react';
import { FiLock } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { formatPrice } from '@homehaven/domain/format';
import { PAYMENT_MESSAGES } from '@homehaven/domain/offer-messages';
import { paths } from '../../../config/paths';
import type { Offer } from '../../../lib/firebase/documents';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/static/links';
import { CardField, useCardEntry } from '../../../components/payment/card-field';
import { useCheckout } from '../api/use-checkout';

// Chakra's field, stacks and loading button as build-time classes (docs/decisions.md "Build-time styles everywhere").
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const FOLLOW_UP = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const FOLLOW_UP_ACTIONS = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' });
// Chakra's button with a loading text: a spinner the size of the text before it.

/**
 * The card field and the Pay button (inside Stripe's Elements). Stripe's own message shows under the
 * card field; a charge that could not be recorded says what happens next and offers only to record it.
 * `onLock` hears when the payment runs or has charged the card (the choice of payment is held then).
 */
export function CheckoutForm({ offer, buyer, onLock }: { offer: Offer; buyer: { name: string; email: string }; onLock?: (locked: boolean) => void }) {
  const { state, ready, pay, record } = useCheckout(offer, buyer);
  const card = useCardEntry();
  const cardError = state.step === 'card-error' ? state.message : card.error;
  // While paying, and once charged, the page must not switch to another way of paying.
  const locked = state.step === 'paying' || state.step === 'unrecorded';
  useEffect(() => onLock?.(locked), [locked, onLock]);

  if (state.step === 'unrecorded') {
    return (
      <div className={FOLLOW_UP}>
        <Alert status="warning" role="alert" title={PAYMENT_MESSAGES.updateFailed}>
          {PAYMENT_MESSAGES.webhookFollowUp}
        </Alert>
        <div className={FOLLOW_UP_ACTIONS}>
          <Button palette="teal" loading={state.recording} onClick={() => void record(state.intentId)}>
            Try recording it again
          </Button>
          <ButtonLink to={paths.dashboard.propertyBought.href()} variant="outline">
            Back to Property Bought
          </ButtonLink>
        </div>
      </div>
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
      <div className={STACK}>
        <CardField error={cardError} onChange={card.onChange} />
        {state.step === 'failed' ? (
          <Alert status="error" role="alert">
            {state.message}
          </Alert>
        ) : null}
        <Button type="submit" palette="teal" size="lg" disabled={!ready || !card.complete} loading={paying} loadingText="Paying…">
          <FiLock aria-hidden /> Pay {formatPrice(offer.offerAmount)}
        </Button>
      </div>
    </form>
  );
}
