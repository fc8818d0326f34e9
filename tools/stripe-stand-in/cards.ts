import { StandInError, type StripeErrorBody } from './errors';

/** Stripe's test card numbers the stand-in knows (https://docs.stripe.com/testing). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** Stripe's test PaymentMethod ids, for server-side confirms. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: TEST_CARDS.succeeds,
  pm_card_chargeDeclined: TEST_CARDS.declined,
  pm_card_chargeDeclinedInsufficientFunds: TEST_CARDS.insufficientFunds,
};

const DECLINES: Record<string, StripeErrorBody> = {
  [TEST_CARDS.declined]: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  [TEST_CARDS.insufficientFunds]: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/** Whether a PaymentMethod id is one of Stripe's test ones (each use makes a new PaymentMethod, as at Stripe). */
export function isTestPaymentMethod(id: string): boolean {
  return id in TEST_PAYMENT_METHODS;
}

/** The card number a confirm names, by raw number or by test PaymentMethod id. */
export function cardNumberOf(number: string | undefined, paymentMethod: string | undefined): string | undefined {
  if (paymentMethod) return TEST_PAYMENT_METHODS[paymentMethod];
  return number?.replace(/[\s-]/g, '');
}

/** Charges a test card: nothing for 4242..., or the card error (HTTP 402) Stripe answers for it. */
export function chargeCard(number: string | undefined): void {
  if (number === TEST_CARDS.succeeds) return;
  const decline = number ? DECLINES[number] : undefined;
  throw new StandInError(402, decline ?? { type: 'card_error', code: 'incorrect_number', param: 'number', message: 'Your card number is incorrect.' });
}
