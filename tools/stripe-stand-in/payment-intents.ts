import { STRIPE_MAX_AMOUNT_CENTS, STRIPE_MIN_AMOUNT_CENTS } from '@homehaven/domain/constants';
import { asksAuthentication, authenticationRequired, cardNumberOf, chargeCard, isTestPaymentMethod } from './cards';
import { allowsBankTransfer, bankTransferOptionsAtCreation } from './bank-transfers/instructions';
import { StandInError, found, stripeErrors } from './errors';
import { field, textFields, type FormFields } from './form';
import { newId, unixNow, type PaymentIntent, type StandInState } from './state';

/** Stripe's limits for one USD card payment, in cents (the product's constants are Stripe's own). */
const MIN_AMOUNT = STRIPE_MIN_AMOUNT_CENTS;
const MAX_AMOUNT = STRIPE_MAX_AMOUNT_CENTS;

/** `POST /v1/payment_intents`: a new intent awaiting a card. */
export function createIntent(state: StandInState, fields: FormFields): PaymentIntent {
  const rawAmount = field(fields, 'amount');
  const currency = field(fields, 'currency');
  if (rawAmount === undefined) throw stripeErrors.missingParam('amount');
  if (!currency) throw stripeErrors.missingParam('currency');
  const amount = Number(rawAmount);
  if (!/^\d+$/.test(rawAmount)) throw stripeErrors.invalidParam('amount', 'Invalid integer: ' + rawAmount);
  if (amount < MIN_AMOUNT) throw stripeErrors.invalidParam('amount', 'Amount must be at least $0.50 usd', 'amount_too_small');
  if (amount > MAX_AMOUNT) throw stripeErrors.invalidParam('amount', 'Amount must be no more than $999,999.99', 'amount_too_large');
  const types = fields.payment_method_types;
  const paymentMethodTypes = Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : ['card'];
  // A customer's payment (a one-off purchase of an account) names a customer that exists, as Stripe checks.
  const customer = field(fields, 'customer') ?? null;
  // A bank transfer is paid into the customer's cash balance: it needs one (bank-transfers/instructions.ts).
  const paymentMethodOptions = allowsBankTransfer({ payment_method_types: paymentMethodTypes }) ? bankTransferOptionsAtCreation(fields, customer, currency) : undefined;
  if (customer !== null) found(state.customers.get(customer), 'customer', customer, 'customer');
  return newIntent(state, {
    customer,
    amount,
    currency: currency.toLowerCase(),
    description: field(fields, 'description') ?? null,
    metadata: textFields(fields.metadata),
    paymentMethodTypes,
    paymentMethodOptions,
  });
}

/** A new intent awaiting a card, kept: for `POST /v1/payment_intents` and for an invoice's payment (billing/invoices.ts). */
export function newIntent(
  state: StandInState,
  {
    amount,
    currency,
    description,
    metadata,
    customer = null,
    paymentMethodTypes = ['card'],
    paymentMethodOptions,
  }: {
    amount: number;
    currency: string;
    description: string | null;
    metadata: Record<string, string>;
    customer?: string | null;
    paymentMethodTypes?: string[];
    paymentMethodOptions?: PaymentIntent['payment_method_options'];
  },
): PaymentIntent {
  const id = newId('pi');
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    currency,
    client_secret: `${id}_secret_${newId('cs').slice(3)}`,
    status: 'requires_payment_method',
    next_action: null,
    description,
    metadata,
    customer,
    payment_method: null,
    payment_method_types: paymentMethodTypes,
    ...(paymentMethodOptions ? { payment_method_options: paymentMethodOptions } : {}),
    latest_charge: null,
    last_payment_error: null,
    canceled_at: null,
    cancellation_reason: null,
    created: unixNow(),
    livemode: false,
  };
  state.intents.set(id, intent);
  return intent;
}

/** The intent with this id; Stripe's 404 when there is none. */
export function findIntent(state: StandInState, id: string): PaymentIntent {
  return found(state.intents.get(id), 'payment_intent', id, 'intent');
}

/** Stripe's answer when the payer failed (or closed) their bank's 3-D Secure challenge. */
const AUTHENTICATION_FAILED = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** The intent paid by `paymentMethod`. */
export function succeed(intent: PaymentIntent, paymentMethod: string): PaymentIntent {
  return Object.assign(intent, {
    status: 'succeeded',
    amount_received: intent.amount,
    payment_method: paymentMethod,
    next_action: null,
    latest_charge: newId('ch'),
    last_payment_error: null,
  } satisfies Partial<PaymentIntent>);
}

/**
 * `POST /v1/payment_intents/:id/confirm`: charges the card named by `payment_method` (a test
 * PaymentMethod id or a saved card) or `payment_method_data[card][number]`. 4242... succeeds; a
 * declined card answers Stripe's 402 and leaves the intent awaiting another card. A card whose bank
 * asks for 3-D Secure leaves it `requires_action` (Stripe.js then shows the challenge) or, confirmed
 * `off_session`, is declined `authentication_required` (docs/payments.md "3-D Secure").
 */
export function confirmIntent(state: Pick<StandInState, 'cards' | 'authenticatedCards'>, intent: PaymentIntent, fields: FormFields): PaymentIntent {
  // Stripe lets a payment waiting for authentication be confirmed again, with another card.
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_action') throw stripeErrors.unexpectedState(intent.status);
  const named = field(fields, 'payment_method');
  // A card saved earlier (a customer's default) is charged by its PaymentMethod id, as Stripe does off-session.
  const saved = named && !isTestPaymentMethod(named) ? state.cards.get(named) : undefined;
  const number = saved ?? cardNumberOf(field(fields, 'payment_method_data', 'card', 'number'), named);
  const paymentMethod = saved && named ? named : newId('pm');
  try {
    if (asksAuthentication(number, state.authenticatedCards.has(paymentMethod))) {
      if (field(fields, 'off_session') === 'true') throw authenticationRequired();
    } else chargeCard(number);
  } catch (error) {
    if (error instanceof StandInError) Object.assign(intent, { status: 'requires_payment_method', next_action: null, last_payment_error: error.error });
    throw error;
  }
  // Stripe keeps the card behind its PaymentMethod: an invoice's later renewals charge it.
  if (number) state.cards.set(paymentMethod, number);
  if (asksAuthentication(number, state.authenticatedCards.has(paymentMethod))) {
    return Object.assign(intent, {
      status: 'requires_action',
      payment_method: paymentMethod,
      next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
    } satisfies Partial<PaymentIntent>);
  }
  return succeed(intent, paymentMethod);
}

/**
 * `POST /_stand-in/payment_intents/:id/authenticate` (what the bank's 3-D Secure page does at Stripe):
 * `outcome=complete` charges the card waiting for it, which counts as authenticated from then on;
 * `outcome=fail` leaves the intent awaiting another card with Stripe's authentication failure.
 */
export function authenticateIntent(state: Pick<StandInState, 'authenticatedCards'>, intent: PaymentIntent, outcome: string | undefined): PaymentIntent {
  // Only a card's challenge is answered so: a bank transfer waits for its money (bank-transfers/).
  if (intent.status !== 'requires_action' || intent.next_action?.type !== 'use_stripe_sdk' || !intent.payment_method) throw stripeErrors.unexpectedState(intent.status);
  if (outcome === 'complete') {
    state.authenticatedCards.add(intent.payment_method);
    return succeed(intent, intent.payment_method);
  }
  if (outcome !== 'fail') throw stripeErrors.invalidParam('outcome', 'outcome must be complete or fail.', 'parameter_invalid_string');
  return Object.assign(intent, { status: 'requires_payment_method', payment_method: null, next_action: null, last_payment_error: { ...AUTHENTICATION_FAILED } } satisfies Partial<PaymentIntent>);
}

/** The reasons a caller may give for cancelling, as Stripe takes them. */
const CANCELLATION_REASONS: ReadonlySet<string> = new Set(['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer']);

/** `POST /v1/payment_intents/:id/cancel`: any intent not yet paid or canceled is canceled, with the reason given (or none). */
export function cancelIntent(intent: PaymentIntent, fields: FormFields): PaymentIntent {
  if (intent.status === 'succeeded' || intent.status === 'canceled') throw stripeErrors.notCancelable(intent.status);
  const reason = field(fields, 'cancellation_reason') ?? null;
  if (reason !== null && !CANCELLATION_REASONS.has(reason)) {
    throw stripeErrors.invalidParam('cancellation_reason', `Invalid cancellation_reason: must be one of ${[...CANCELLATION_REASONS].join(', ')}`, 'parameter_invalid_string');
  }
  return Object.assign(intent, { status: 'canceled', canceled_at: unixNow(), cancellation_reason: reason, next_action: null } satisfies Partial<PaymentIntent>);
}
