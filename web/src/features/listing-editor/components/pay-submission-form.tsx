import { formatPrice } from '@homehaven/domain/format';
import { SUBMISSION_MESSAGES as M } from '@homehaven/domain/one-off-prices';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';
import { CardPayment, WithStripe } from '../../../components/payment/card-payment';
import { buySubmission } from '../api/submission-api';

/**
 * Paying once for one listing beyond the plan (docs/plans.md "Paid submissions"), by card; this chunk
 * loads Stripe.js, on use. Once Stripe's event grants the submission, the notice above the form says
 * it is ready (live) and the listing can be added.
 */
export function PaySubmissionForm({ amountCents, holder, onCancel }: { amountCents: number; holder: { name: string; email: string }; onCancel: () => void }) {
  const amount = formatPrice(amountCents / 100);
  return (
    <WithStripe>
      <CardPayment
        summary={M.payingFor(amount)}
        payLabel={M.pay(amount)}
        label={PLAN_MESSAGES.payOnce}
        cancelLabel={M.cancel}
        start={buySubmission}
        paidMessage={M.paid}
        holder={holder}
        onCancel={onCancel}
      />
    </WithStripe>
  );
}
