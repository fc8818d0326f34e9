import type { ReactNode } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { FiLock } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { formatPrice } from '@homehaven/domain/format';
import { priceAt, type BillingInterval, type PricedPlan } from '@homehaven/domain/pricing';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CardField, useCardEntry } from '../../../components/payment/card-field';
import { getStripe } from '../../../lib/payment/stripe';
import { payOpenInvoice, startSubscription } from '../api/billing-api';
import { useInvoicePayment } from '../api/use-invoice-payment';

const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4', p: '5', bg: 'white', rounded: 'xl', borderWidth: '1px' });
const SUMMARY = css({ fontWeight: 'semibold', fontSize: 'lg' });
const ACTIONS = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' });

interface SubscribeFormProps {
  plan: PricedPlan;
  interval: BillingInterval;
  holder: { name: string; email: string };
  onCancel: () => void;
}

interface CardPaymentProps {
  /** What is paid for, above the card. */
  summary: string;
  /** The Pay button's words. */
  payLabel: string;
  /** The form's accessible name. */
  label: string;
  /** The way back's words. */
  cancelLabel: string;
  start: () => Promise<{ clientSecret: string }>;
  holder: { name: string; email: string };
  onCancel: () => void;
}

/** The card and Pay for an invoice of the plan, inside Stripe's Elements; once paid, the wait for Stripe's confirmation. */
function CardPayment({ summary, payLabel, label, cancelLabel, start, holder, onCancel }: CardPaymentProps) {
  const { state, ready, pay } = useInvoicePayment(start, holder);
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
function WithStripe({ children }: { children: ReactNode }) {
  const stripe = getStripe();
  if (!stripe) return <Alert status="error">{M.stripeMissing}</Alert>;
  return <Elements stripe={stripe}>{children}</Elements>;
}

/** Paying for a plan by card (this chunk loads Stripe.js, on use). */
export function SubscribeForm({ plan, interval, holder, onCancel }: SubscribeFormProps) {
  const amount = formatPrice(priceAt(plan, interval) / 100);
  return (
    <WithStripe>
      <CardPayment
        summary={M.payingFor(plan.name, amount, interval === 'year' ? M.perYear : M.perMonth)}
        payLabel={M.pay(amount)}
        label={M.subscribe}
        cancelLabel={M.cancel}
        start={() => startSubscription({ planId: plan.id, interval })}
        holder={holder}
        onCancel={onCancel}
      />
    </WithStripe>
  );
}

/** Paying the renewal left unpaid by card, another than the one that declined (past due; this chunk loads Stripe.js, on use). */
export function PayInvoiceForm({ planName, holder, onCancel }: { planName: string; holder: { name: string; email: string }; onCancel: () => void }) {
  return (
    <WithStripe>
      <CardPayment summary={M.payInvoiceText(planName)} payLabel={M.payInvoice} label={M.payInvoice} cancelLabel={M.notNow} start={payOpenInvoice} holder={holder} onCancel={onCancel} />
    </WithStripe>
  );
}
