import { stripeErrors } from '../errors';
import { field, type FormFields } from '../form';
import { cancelIntent, succeed } from '../payment-intents';
import type { StandInContext } from '../routes';
import { newId, type PaymentIntent, type StandInState } from '../state';
import { onSucceeded } from '../succeeded';
import { availableOf, cashBalanceOf, moveCash, usdAmountOf } from './cash-balances';
import { awaitBankTransfer, instructionsOf, normalReference } from './instructions';
import type { CashBalanceTransaction } from './objects';

/**
 * Stripe's automatic reconciliation of a customer's cash balance, as the stand-in does it: money
 * that arrives goes to one payment waiting for a bank transfer (the one whose reference it quotes,
 * else the oldest), up to what that payment still waits for; the rest stays in the balance.
 */

/** Applies the customer's cash balance to the intent, up to what it still waits for: partly funded (event), or paid in full. */
function applyBalance(context: StandInContext, intent: PaymentIntent): void {
  const instructions = instructionsOf(intent);
  if (!instructions || !intent.customer) return;
  const taken = Math.min(availableOf(context.state, intent.customer), instructions.amount_remaining);
  if (taken <= 0) return;
  moveCash(context.state, intent.customer, -taken, { type: 'applied_to_payment', applied_to_payment: { payment_intent: intent.id } });
  instructions.amount_remaining -= taken;
  if (instructions.amount_remaining > 0) context.webhooks.send('payment_intent.partially_funded', intent);
  else onSucceeded(context, succeed(intent, intent.payment_method ?? newId('pm')));
}

/**
 * A confirm with `payment_method_data[type]=customer_balance`: the intent waits for a bank transfer
 * (`payment_intent.requires_action`) and takes at once what the customer's balance holds; a balance
 * holding it all pays it there and then (`succeeded`, without waiting).
 */
export function confirmBankTransfer(context: StandInContext, intent: PaymentIntent, fields: FormFields): PaymentIntent {
  awaitBankTransfer(context.state, intent, fields);
  if (availableOf(context.state, intent.customer ?? '') < intent.amount) context.webhooks.send('payment_intent.requires_action', intent);
  applyBalance(context, intent);
  return intent;
}

/** The intent confirmed for a bank transfer with this reference (paid, canceled or still waiting), if any. */
function intentWithReference(state: StandInState, reference: string): PaymentIntent | undefined {
  const wanted = normalReference(reference);
  const id = [...state.transferReferences].find(([, kept]) => kept === wanted)?.[0];
  return id === undefined ? undefined : state.intents.get(id);
}

/** The payment money arriving for `customer` goes to: the one it quotes; quoting none or one unknown, the oldest waiting; quoting one paid or canceled, none. */
function intentFundedBy(state: StandInState, customer: string, reference: string | null): PaymentIntent | undefined {
  const quoted = reference ? intentWithReference(state, reference) : undefined;
  if (quoted?.customer === customer) return instructionsOf(quoted) ? quoted : undefined;
  return [...state.intents.values()].find((intent) => intent.customer === customer && instructionsOf(intent) !== undefined);
}

/**
 * Money arriving at the customer's virtual account (`POST /v1/test_helpers/customers/:id/fund_cash_balance`):
 * into their cash balance, then to the payment it is for. What is left (an overpayment, money for no
 * waiting payment) stays, with `cash_balance.funds_available`. Answers the `funded` transaction.
 */
export function fundCashBalance(context: StandInContext, customer: string, amount: number, reference: string | null): CashBalanceTransaction {
  const { state } = context;
  const funded = moveCash(state, customer, amount, { type: 'funded', funded: { bank_transfer: { reference, type: 'us_bank_transfer', us_bank_transfer: { network: 'ach', sender_name: null } } } });
  const intent = intentFundedBy(state, customer, reference);
  if (intent) applyBalance(context, intent);
  if (availableOf(state, customer) > 0) context.webhooks.send('cash_balance.funds_available', cashBalanceOf(state, customer));
  return funded;
}

/**
 * `POST /_stand-in/bank-transfers` `reference=...&amount=...` (cents; `currency` usd by default):
 * a transfer sent by hand, by someone who knows only the reference. It funds the customer of the
 * intent with that reference; an intent already paid or canceled leaves the money in the balance.
 */
export function sendTransferByHand(context: StandInContext, fields: FormFields): CashBalanceTransaction {
  const reference = field(fields, 'reference');
  if (!reference) throw stripeErrors.missingParam('reference');
  const amount = usdAmountOf(fields, 'usd');
  const intent = intentWithReference(context.state, reference);
  if (!intent?.customer) throw stripeErrors.noSuch('bank transfer reference', reference, 'reference');
  return fundCashBalance(context, intent.customer, amount, reference);
}

/**
 * `POST /v1/payment_intents/:id/cancel`: canceled (`payment_intent.canceled`); what a bank transfer
 * had already paid towards it goes back to the customer's cash balance (`cash_balance.funds_available`).
 */
export function cancelPayment(context: StandInContext, intent: PaymentIntent, fields: FormFields): PaymentIntent {
  const instructions = instructionsOf(intent);
  const applied = instructions ? intent.amount - instructions.amount_remaining : 0;
  cancelIntent(intent, fields);
  context.webhooks.send('payment_intent.canceled', intent);
  if (applied > 0 && intent.customer) {
    moveCash(context.state, intent.customer, applied, { type: 'unapplied_from_payment', unapplied_from_payment: { payment_intent: intent.id } });
    context.webhooks.send('cash_balance.funds_available', cashBalanceOf(context.state, intent.customer));
  }
  return intent;
}
