import { useState } from 'react';
import { CardElement } from '@stripe/react-stripe-js';
import { css, cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';

const CARD_STYLE = { base: { fontSize: '16px', color: '#1a202c', '::placeholder': { color: '#718096' } }, invalid: { color: '#c53030' } };

// Chakra's field as build-time classes (docs/decisions.md "Build-time styles everywhere").
const FIELD = field({ orientation: 'vertical' });
const CARD_BOX = css({ w: 'full', borderWidth: '1px', rounded: 'md', px: '3', py: '3', bg: 'white' });
const CARD_BOX_TONE = { valid: css({ borderColor: 'gray.300' }), invalid: css({ borderColor: 'red.500' }) } as const;

interface CardFieldProps {
  /** Stripe's message for the card, or null. */
  error: string | null;
  /** As the card is typed: whether it is complete, and Stripe's message for what is wrong, if anything. */
  onChange: (complete: boolean, error: string | null) => void;
}

/** Stripe's card field (inside Elements) with its label and Stripe's own message under it: an offer's payment, a plan's. */
export function CardField({ error, onChange }: CardFieldProps) {
  const invalid = Boolean(error);
  return (
    <div className={FIELD.root} role="group" data-invalid={invalid || undefined}>
      {/* Stripe's card field is an iframe with its own labels: this label names the box, as Chakra's Field did. */}
      <label className={FIELD.label} data-invalid={invalid || undefined}>
        Card details
      </label>
      <div className={cx(CARD_BOX, CARD_BOX_TONE[invalid ? 'invalid' : 'valid'])} data-testid="card-field">
        <CardElement options={{ style: CARD_STYLE, hidePostalCode: true }} onChange={(event) => onChange(event.complete, event.error?.message ?? null)} />
      </div>
      {error ? (
        <span className={FIELD.errorText} aria-live="polite" data-testid="card-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** What the card field says as it is typed: whether the card is complete, and Stripe's message for it; `onChange` is the field's. */
export function useCardEntry(): { complete: boolean; error: string | null; onChange: CardFieldProps['onChange'] } {
  const [entry, setEntry] = useState<{ complete: boolean; error: string | null }>({ complete: false, error: null });
  return { ...entry, onChange: (complete, error) => setEntry({ complete, error }) };
}
