import { formatPrice } from '@homehaven/domain/format';
import { CardPayment, WithStripe } from './card-payment';

/** What a one-off payment's card form says, from its price (domain SUBMISSION_MESSAGES, FEATURE_MESSAGES). */
export interface OneOffWords {
  readonly payingFor: (amount: string) => string;
  readonly pay: (amount: string) => string;
  /** The form's accessible name. */
  readonly label: string;
  readonly cancel: string;
  /** The toast once the card payment succeeded. */
  readonly paid: string;
}

interface OneOffPaymentProps {
  amountCents: number;
  words: OneOffWords;
  /** Asks the facade for the PaymentIntent (the server decides its amount). */
  start: () => Promise<{ clientSecret: string }>;
  holder: { name: string; email: string };
  onCancel: () => void;
}

/**
 * Paying once by card for something the admins priced (docs/plans.md "Paid submissions", "Featured
 * listings"); load it in a chunk of its own, on use: it brings Stripe.js. What the payment buys shows
 * where it is used once Stripe's event grants it (live).
 */
export function OneOffPayment({ amountCents, words, start, holder, onCancel }: OneOffPaymentProps) {
  const amount = formatPrice(amountCents / 100);
  return (
    <WithStripe>
      <CardPayment
        summary={words.payingFor(amount)}
        payLabel={words.pay(amount)}
        label={words.label}
        cancelLabel={words.cancel}
        start={start}
        paidMessage={words.paid}
        holder={holder}
        onCancel={onCancel}
      />
    </WithStripe>
  );
}
