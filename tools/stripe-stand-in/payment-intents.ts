import { STRIPE_MAX_AMOUNT_CENTS, STRIPE_MIN_AMOUNT_CENTS } from '@homehaven/domain/constants';
import { cardNumberOf, chargeCard } from './cards';
import { StandInError, stripeErrors } from './errors';
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
  const id = newId('pi');
  const types = fields.payment_method_types;
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    currency: currency.toLowerCase(),
    client_secret: `${id}_secret_${newId('cs').slice(3)}`,
    status: 'requires_payment_method',
    description: field(fields, 'description') ?? null,
    metadata: textFields(fields.metadata),
    payment_method: null,
    payment_method_types: Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : ['card'],
    latest_charge: null,
    last_payment_error: null,
    created: unixNow(),
    livemode: false,
  };
  state.intents.set(id, intent);
  return intent;
}

/** The intent with this id; Stripe's 404 when there is none. */
export function findIntent(state: StandInState, id: string): PaymentIntent {
  const intent = state.intents.get(id);
  if (!intent) throw stripeErrors.noSuch('payment_intent', id, 'intent');
  return intent;
}

/**
 * `POST /v1/payment_intents/:id/confirm`: charges the card named by `payment_method` (a test
 * PaymentMethod id) or `payment_method_data[card][number]`. 4242... succeeds; a declined card answers
 * Stripe's 402 and leaves the intent awaiting another card.
 */
export function confirmIntent(intent: PaymentIntent, fields: FormFields): PaymentIntent {
  if (intent.status !== 'requires_payment_method') throw stripeErrors.unexpectedState(intent.status);
  const number = cardNumberOf(field(fields, 'payment_method_data', 'card', 'number'), field(fields, 'payment_method'));
  try {
    chargeCard(number);
  } catch (error) {
    if (error instanceof StandInError) intent.last_payment_error = error.error;
    throw error;
  }
  Object.assign(intent, {
    status: 'succeeded',
    amount_received: intent.amount,
    payment_method: newId('pm'),
    latest_charge: newId('ch'),
    last_payment_error: null,
  });
  return intent;
}
