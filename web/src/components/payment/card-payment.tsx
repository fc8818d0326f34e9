import type { ReactNode } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { FiLock } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { getStripe } from '../../lib/payment/stripe';
import { useCardPayment } from '../../lib/payment/use-card-payment';
import { CardField, useCardEntry } from './card-field';

const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4', p: '5', bg: 'white', rounded: 'xl', borderWidth: '1px' });
const SUMMARY = css({ fontWeight: 'semibold', fontSize: 'lg' });
const ACTIONS = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' });

export interface CardPaymentProps {
  /** What is paid for, above the card. */
  summary: string;
  /** The Pay button's words. */
  payLabel: string;
  /** The form's accessible name. */
  label: string;
  /** The way back's words. */
  cancelLabel: string;
  /** Asks the facade for the PaymentIntent to confirm (the server decides its amount). */
  start: () => Promise<{ clientSecret: string }>;
  /** What the toast says once the card payment succeeded. */
  paidMessage: string;
  holder: { name: string; email: string };
  onCancel: () => void;
}

/**
 * The card and Pay for something the server priced, inside Stripe's Elements; once paid, the wait for
 * Stripe's confirmation (the page shows what the webhook grants, live). Load it in a chunk of its own:
 * it brings Stripe.js.
 */
export function CardPayment({ summary, payLabel, label, cancelLabel, start, paidMessage, holder, onCancel }: CardPaymentProps) {
  const { state, ready, pay } = useCardPayment(start, holder, paidMessage);
  const card = useCardEntry();
  if (state.step === 'paid') {
    return (
      <Alert status="success" role="status" title={M.confirming}>
        {summary}
      </Alert>
    );
  }
  return (
    <form
      className={FORM}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <p className={SUMMARY}>{summary}</p>
      <CardField error={state.step === 'card-error' ? state.message : card.error} onChange={card.onChange} />
      {state.step === 'failed' ? (
        <Alert status="error" role="alert">
          {state.message}
        </Alert>
      ) : null}
      <div className={ACTIONS}>
        <Button type="submit" palette="teal" size="lg" disabled={!ready || !card.complete} loading={state.step === 'paying'} loadingText="Paying…">
          <FiLock aria-hidden /> {payLabel}
        </Button>
        <Button variant="outline" size="lg" onClick={onCancel} disabled={state.step === 'paying'}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}

/** Stripe's Elements around `children`, or why card payments cannot be shown. */
export function WithStripe({ children }: { children: ReactNode }) {
  const stripe = getStripe();
  if (!stripe) return <Alert status="error">{M.stripeMissing}</Alert>;
  return <Elements stripe={stripe}>{children}</Elements>;
}
