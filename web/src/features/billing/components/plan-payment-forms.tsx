import { BILLING_MESSAGES as M } from '@homehaven/domain/billing-messages';
import { formatPrice } from '@homehaven/domain/format';
import { priceAt, type BillingInterval, type PricedPlan } from '@homehaven/domain/pricing';
import { CardPayment, WithStripe } from '../../../components/payment/card-payment';
import { payOpenInvoice, startSubscription } from '../api/billing-api';

interface SubscribeFormProps {
  plan: PricedPlan;
  interval: BillingInterval;
  holder: { name: string; email: string };
  onCancel: () => void;
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
        paidMessage={M.paid}
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
      <CardPayment
        summary={M.payInvoiceText(planName)}
        payLabel={M.payInvoice}
        label={M.payInvoice}
        cancelLabel={M.notNow}
        start={payOpenInvoice}
        paidMessage={M.paid}
        holder={holder}
        onCancel={onCancel}
      />
    </WithStripe>
  );
}

interface UpgradePaymentFormProps {
  planName: string;
  clientSecret: string;
  amountCents: number;
  holder: { name: string; email: string };
  onCancel: () => void;
}

/** Paying in the browser for an upgrade the saved card could not pay alone (docs/plans.md "Changing plan"; this chunk loads Stripe.js, on use). */
export function UpgradePaymentForm({ planName, clientSecret, amountCents, holder, onCancel }: UpgradePaymentFormProps) {
  const amount = formatPrice(amountCents / 100);
  return (
    <WithStripe>
      <CardPayment
        summary={M.payUpgradeText(planName, amount)}
        payLabel={M.pay(amount)}
        label={M.payUpgrade}
        cancelLabel={M.notNow}
        start={() => Promise.resolve({ clientSecret })}
        paidMessage={M.upgradePaid(planName)}
        holder={holder}
        onCancel={onCancel}
      />
    </WithStripe>
  );
}
