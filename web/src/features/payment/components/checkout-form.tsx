import { useState } from 'react';
import { CardElement } from '@stripe/react-stripe-js';
import { FiLock } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { formatPrice } from '@homehaven/domain/format';
import { PAYMENT_MESSAGES } from '@homehaven/domain/offer-messages';
import { paths } from '../../../config/paths';
import type { Offer } from '../../../lib/firebase/documents';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/static/links';
import { useCheckout } from '../api/use-checkout';

const CARD_STYLE = { base: { fontSize: '16px', color: '#1a202c', '::placeholder': { color: '#718096' } }, invalid: { color: '#c53030' } };

// Chakra's field, stacks and loading button as build-time classes (docs/decisions.md "Build-time styles everywhere").
const FIELD = field({ orientation: 'vertical' });
const STACK = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const FOLLOW_UP = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const FOLLOW_UP_ACTIONS = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' });
const CARD_BOX = css({ w: 'full', borderWidth: '1px', rounded: 'md', px: '3', py: '3', bg: 'white' });
const CARD_BOX_TONE = { valid: css({ borderColor: 'gray.300' }), invalid: css({ borderColor: 'red.500' }) } as const;
// Chakra's button with a loading text: a spinner the size of the text before it.

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
  const invalid = Boolean(cardError);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      noValidate
    >
      <div className={STACK}>
        <div className={FIELD.root} role="group" data-invalid={invalid || undefined}>
          {/* Stripe's card field is an iframe with its own labels: this label names the box, as Chakra's Field did. */}
          <label className={FIELD.label} data-invalid={invalid || undefined}>
            Card details
          </label>
          <div className={cx(CARD_BOX, CARD_BOX_TONE[invalid ? 'invalid' : 'valid'])} data-testid="card-field">
            <CardElement
              options={{ style: CARD_STYLE, hidePostalCode: true }}
              onChange={(event) => {
                setComplete(event.complete);
                setTypingError(event.error?.message ?? null);
              }}
            />
          </div>
          {cardError ? (
            <span className={FIELD.errorText} aria-live="polite" data-testid="card-error">
              {cardError}
            </span>
          ) : null}
        </div>
        {state.step === 'failed' ? (
          <Alert status="error" role="alert">
            {state.message}
          </Alert>
        ) : null}
        <Button type="submit" palette="teal" size="lg" disabled={!ready || !complete} loading={paying} loadingText="Paying…">
          <FiLock aria-hidden /> Pay {formatPrice(offer.offerAmount)}
        </Button>
      </div>
    </form>
  );
}
