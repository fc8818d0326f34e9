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
import { useSubscribe } from '../api/use-subscribe';

const FORM = css({ display: 'flex', flexDirection: 'column', gap: '4', p: '5', bg: 'white', rounded: 'xl', borderWidth: '1px' });
const SUMMARY = css({ fontWeight: 'semibold', fontSize: 'lg' });
const ACTIONS = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' });

interface SubscribeFormProps {
  plan: PricedPlan;
  interval: BillingInterval;
  holder: { name: string; email: string };
  onCancel: () => void;
}

/** The card and Pay for a plan, inside Stripe's Elements. */
function PayForPlan({ plan, interval, holder, onCancel }: SubscribeFormProps) {
  const { state, ready, pay } = useSubscribe({ planId: plan.id, interval }, holder);
  const card = useCardEntry();
  const amount = formatPrice(priceAt(plan, interval) / 100);
  if (state.step === 'paid') {
    return (
      <Alert status="success" role="status" title={M.confirming}>
        {M.payingFor(plan.name, amount, interval === 'year' ? M.perYear : M.perMonth)}
      </Alert>
    );
  }
  return (
    <form
      className={FORM}
      aria-label={M.subscribe}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <p className={SUMMARY}>{M.payingFor(plan.name, amount, interval === 'year' ? M.perYear : M.perMonth)}</p>
      <CardField error={state.step === 'card-error' ? state.message : card.error} onChange={card.onChange} />
      {state.step === 'failed' ? (
        <Alert status="error" role="alert">
          {state.message}
        </Alert>
      ) : null}
      <div className={ACTIONS}>
        <Button type="submit" palette="teal" size="lg" disabled={!ready || !card.complete} loading={state.step === 'paying'} loadingText="Paying…">
          <FiLock aria-hidden /> {M.pay(amount)}
        </Button>
        <Button variant="outline" size="lg" onClick={onCancel} disabled={state.step === 'paying'}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Paying for a plan by card (this chunk loads Stripe.js, on use): the form, or why it cannot be shown. */
export function SubscribeForm(props: SubscribeFormProps) {
  const stripe = getStripe();
  if (!stripe) return <Alert status="error">{M.stripeMissing}</Alert>;
  return (
    <Elements stripe={stripe}>
      <PayForPlan {...props} />
    </Elements>
  );
}
