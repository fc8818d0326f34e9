import { stripeErrors } from './errors';
import { field, textFields, type FormFields } from './form';
import { findIntent } from './payment-intents';
import { newId, unixNow, type Refund, type StandInState } from './state';

/** `POST /v1/refunds` `payment_intent=...`: refunds a succeeded intent in full; a second refund errors like Stripe. */
export function createRefund(state: StandInState, fields: FormFields): Refund {
  const intentId = field(fields, 'payment_intent');
  if (!intentId) throw stripeErrors.missingParam('payment_intent');
  const intent = findIntent(state, intentId);
  if (intent.status !== 'succeeded' || !intent.latest_charge) throw stripeErrors.notRefundable(intent.id);
  if (state.refunds.some((r) => r.payment_intent === intent.id)) throw stripeErrors.alreadyRefunded(intent.latest_charge);
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount: intent.amount,
    currency: intent.currency,
    charge: intent.latest_charge,
    payment_intent: intent.id,
    metadata: textFields(fields.metadata),
    status: 'succeeded',
    created: unixNow(),
  };
  state.refunds.push(refund);
  return refund;
}

/** `GET /v1/refunds?payment_intent=...`: Stripe's list shape, newest first. */
export function listRefunds(state: StandInState, paymentIntent: string | null) {
  const data = state.refunds.filter((r) => !paymentIntent || r.payment_intent === paymentIntent).reverse();
  return { object: 'list', data, has_more: false, url: '/v1/refunds' };
}
