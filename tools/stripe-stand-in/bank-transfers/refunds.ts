import { randomInt } from 'node:crypto';
import { stripeErrors } from '../errors';
import { field, type FormFields } from '../form';
import type { StandInContext } from '../routes';
import type { Refund } from '../state';

/** What a bank-transfer refund needs of the stand-in: events, and something done a moment later. */
type RefundContext = Pick<StandInContext, 'webhooks' | 'later'>;

/** `instructions_email` of a refund going back by bank transfer: Stripe e-mails the payer there for the account to send it to. */
export function instructionsEmailOf(fields: FormFields): string {
  const email = field(fields, 'instructions_email');
  if (!email) throw stripeErrors.missingParam('instructions_email');
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw stripeErrors.invalidParam('instructions_email', `Invalid email address: ${email}`, 'email_invalid');
  return email;
}

/** The refund arrived at the payer's bank: `succeeded`, with the transfer's trace number, and `refund.updated`. */
function settle(context: RefundContext, refund: Refund, customer: string): void {
  if (refund.status !== 'pending') return;
  refund.status = 'succeeded';
  refund.destination_details = { type: 'us_bank_transfer', us_bank_transfer: { reference: String(randomInt(1e14, 3e14)), reference_status: 'available' } };
  context.webhooks.send('refund.updated', refund, customer);
}

/** A refund pending until the money reaches the payer's bank, a moment later (as long as an event takes); its events are `customer`'s. */
export function settleLater(context: RefundContext, refund: Refund, customer: string): void {
  context.later(() => settle(context, refund, customer));
}

/** Makes `refund` one that goes back by bank transfer, `pending` until it has arrived. */
export function sendBack(context: RefundContext, refund: Refund, email: string, customer: string): Refund {
  Object.assign(refund, {
    status: 'pending',
    instructions_email: email,
    destination_details: { type: 'us_bank_transfer', us_bank_transfer: { reference: null, reference_status: 'pending' } },
  } satisfies Partial<Refund>);
  settleLater(context, refund, customer);
  return refund;
}
