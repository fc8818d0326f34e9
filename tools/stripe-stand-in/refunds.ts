import { availableOf, moveCash, usdAmountOf } from './bank-transfers/cash-balances';
import { instructionsEmailOf, sendBack, settleLater } from './bank-transfers/refunds';
import { findCustomer } from './billing/customers';
import { stripeErrors } from './errors';
import { field, textFields, type FormFields } from './form';
import { findIntent } from './payment-intents';
import type { StandInContext } from './routes';
import { newId, unixNow, type Refund, type StandInState } from './state';

type RefundContext = Pick<StandInContext, 'state' | 'webhooks' | 'later'>;

/** A new refund, kept. */
function newRefund(state: StandInState, fields: FormFields, money: Pick<Refund, 'amount' | 'currency' | 'charge' | 'payment_intent'>): Refund {
  const refund: Refund = { id: newId('re'), object: 'refund', ...money, metadata: textFields(fields.metadata), status: 'succeeded', created: unixNow() };
  state.refunds.push(refund);
  return refund;
}

/**
 * `POST /v1/refunds` `origin=customer_balance&customer=...&amount=...&currency=usd&instructions_email=...`:
 * money sitting in a customer's cash balance goes back to their bank (`balance_insufficient` for
 * more than it holds).
 */
function refundCashBalance(context: RefundContext, fields: FormFields): Refund {
  const { state } = context;
  const customer = field(fields, 'customer');
  if (!customer) throw stripeErrors.missingParam('customer');
  findCustomer(state, customer);
  const email = instructionsEmailOf(fields);
  const amount = usdAmountOf(fields);
  const available = availableOf(state, customer);
  if (amount > available) throw stripeErrors.balanceInsufficient(customer, available);
  moveCash(state, customer, -amount, { type: 'return_initiated' });
  const refund = newRefund(state, fields, { amount, currency: 'usd', charge: null, payment_intent: null });
  state.balanceRefunds.set(refund.id, customer);
  return sendBack(context, refund, email, customer);
}

/**
 * `POST /v1/refunds` `payment_intent=...`: refunds a succeeded intent in full; a second refund errors
 * like Stripe. A card's refund succeeds at once; a bank transfer's goes back by bank transfer
 * (`instructions_email` required), `pending` until it has arrived.
 */
export function createRefund(context: RefundContext, fields: FormFields): Refund {
  if (field(fields, 'origin') === 'customer_balance') return refundCashBalance(context, fields);
  const { state } = context;
  const intentId = field(fields, 'payment_intent');
  if (!intentId) throw stripeErrors.missingParam('payment_intent');
  const intent = findIntent(state, intentId);
  const email = state.transferReferences.has(intent.id) ? instructionsEmailOf(fields) : undefined;
  if (intent.status !== 'succeeded' || !intent.latest_charge) throw stripeErrors.notRefundable(intent.id);
  if (state.refunds.some((r) => r.payment_intent === intent.id)) throw stripeErrors.alreadyRefunded(intent.latest_charge);
  const refund = newRefund(state, fields, { amount: intent.amount, currency: intent.currency, charge: intent.latest_charge, payment_intent: intent.id });
  return email === undefined ? refund : sendBack(context, refund, email, intent.customer ?? '');
}

/** The customer a refund's money went back to: its payment's, or the cash balance's it came from ('' for a one-off card payment). */
function customerOf(state: StandInState, refund: Refund): string {
  const intent = refund.payment_intent ? state.intents.get(refund.payment_intent) : undefined;
  return intent?.customer ?? state.balanceRefunds.get(refund.id) ?? '';
}

/** Refunds left pending by an earlier run (a state file) arrive a moment after this one starts. */
export function settlePendingRefunds(context: RefundContext): void {
  for (const refund of context.state.refunds) if (refund.status === 'pending') settleLater(context, refund, customerOf(context.state, refund));
}

/** `GET /v1/refunds?payment_intent=...` or `?customer=...`: Stripe's list shape, newest first. */
export function listRefunds(state: StandInState, query: URLSearchParams) {
  const paymentIntent = query.get('payment_intent');
  const customer = query.get('customer');
  const data = state.refunds.filter((r) => (!paymentIntent || r.payment_intent === paymentIntent) && (!customer || customerOf(state, r) === customer)).reverse();
  return { object: 'list', data, has_more: false, url: '/v1/refunds' };
}
