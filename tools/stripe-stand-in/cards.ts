import { StandInError, type StripeErrorBody } from './errors';

/** Stripe's test card numbers the stand-in knows (https://docs.stripe.com/testing). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Its bank asks for 3-D Secure on every payment, saved or not: charged off-session, it is declined `authentication_required`. */
  authenticationAlways: '4000002760003184',
  /** Its bank asks for 3-D Secure once: authenticated when first paid (and saved), later off-session charges go through. */
  authenticationOnce: '4000002500003155',
} as const;

/** Stripe's test PaymentMethod ids, for server-side confirms. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: TEST_CARDS.succeeds,
  pm_card_chargeDeclined: TEST_CARDS.declined,
  pm_card_chargeDeclinedInsufficientFunds: TEST_CARDS.insufficientFunds,
  pm_card_authenticationRequired: TEST_CARDS.authenticationAlways,
  pm_card_authenticationRequiredOnSetup: TEST_CARDS.authenticationOnce,
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

const AUTHENTICATING: ReadonlySet<string> = new Set([TEST_CARDS.authenticationAlways, TEST_CARDS.authenticationOnce]);

/** Whether the bank of card `number` asks for 3-D Secure now, given whether that saved card was authenticated before. */
export function asksAuthentication(number: string | undefined, authenticatedBefore: boolean): boolean {
  return number === TEST_CARDS.authenticationAlways || (number === TEST_CARDS.authenticationOnce && !authenticatedBefore);
}

/** Stripe's decline of a charge made without the payer (a renewal, a saved card) when the bank asks for 3-D Secure: HTTP 402. */
export function authenticationRequired(): StandInError {
  return new StandInError(402, {
    type: 'card_error',
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  });
}

/** Charges a test card: nothing for 4242... (or a 3-D Secure card, once authenticated), or the card error (HTTP 402) Stripe answers for it. */
export function chargeCard(number: string | undefined): void {
  if (number === TEST_CARDS.succeeds || (number !== undefined && AUTHENTICATING.has(number))) return;
  const decline = number ? DECLINES[number] : undefined;
  throw new StandInError(402, decline ?? { type: 'card_error', code: 'incorrect_number', param: 'number', message: 'Your card number is incorrect.' });
}
