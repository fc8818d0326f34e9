import { randomInt } from 'node:crypto';
import { stripeErrors } from '../errors';
import { field, type FormFields } from '../form';
import { newId, type PaymentIntent, type StandInState } from '../state';
import { cashAccountOf, requireUsd } from './cash-balances';
import type { Address, BankTransferInstructions, CustomerBalanceOptions } from './objects';

/** Stripe's test bank, where every customer's virtual account is. */
const TEST_BANK = { bank_name: 'STRIPE TEST BANK', routing_number: '110000000', account_holder_name: 'HomeHaven', account_type: 'checking' } as const;
const US_ADDRESS: Address = { city: null, country: 'US', line1: null, line2: null, postal_code: null, state: null };

/** Letters and digits a reference is made of, without those read one for another (0 and O, 1 and I). */
const REFERENCE_CHARACTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 12;

const FUNDING_TYPE_PARAM = 'payment_method_options[customer_balance][funding_type]';
const TRANSFER_TYPE_PARAM = 'payment_method_options[customer_balance][bank_transfer][type]';

/** Whether the intent may be paid by bank transfer (its `payment_method_types` name `customer_balance`). */
export const allowsBankTransfer = (intent: Pick<PaymentIntent, 'payment_method_types'>): boolean => intent.payment_method_types.includes('customer_balance');

/** The instructions of an intent waiting for a bank transfer, or undefined (a card's, or one paid or canceled). */
export function instructionsOf(intent: PaymentIntent): BankTransferInstructions | undefined {
  if (intent.status !== 'requires_action' || intent.next_action?.type !== 'display_bank_transfer_instructions') return undefined;
  return intent.next_action.display_bank_transfer_instructions;
}

/** A transfer reference as a payer types it into their bank's memo field: spaces dropped, upper case. */
export const normalReference = (reference: string): string => reference.replace(/\s/g, '').toUpperCase();

/** `payment_method_options[customer_balance]` of a call, over those given before; only `bank_transfer` and `us_bank_transfer` are taken. */
function customerBalanceOptions(fields: FormFields, before?: CustomerBalanceOptions): CustomerBalanceOptions {
  const fundingType = field(fields, 'payment_method_options', 'customer_balance', 'funding_type');
  const transferType = field(fields, 'payment_method_options', 'customer_balance', 'bank_transfer', 'type');
  if (fundingType !== undefined && fundingType !== 'bank_transfer')
    throw stripeErrors.invalidParam(FUNDING_TYPE_PARAM, `Invalid funding_type: ${fundingType}. Must be bank_transfer.`, 'payment_intent_invalid_parameter');
  if (transferType !== undefined && transferType !== 'us_bank_transfer') {
    throw stripeErrors.invalidParam(TRANSFER_TYPE_PARAM, `The stand-in takes only us_bank_transfer bank transfers, not ${transferType}.`, 'payment_intent_invalid_parameter');
  }
  return { bank_transfer: { type: transferType ?? before?.bank_transfer.type ?? null }, funding_type: fundingType ?? before?.funding_type ?? null };
}

/** At `POST /v1/payment_intents`: an intent that may be paid by bank transfer names its customer (whose balance it is paid from) and is in USD. */
export function bankTransferOptionsAtCreation(fields: FormFields, customer: string | null, currency: string): { customer_balance: CustomerBalanceOptions } {
  if (customer === null) throw stripeErrors.missingParam('customer');
  requireUsd(currency, 'payment_intent_invalid_parameter');
  return { customer_balance: customerBalanceOptions(fields) };
}

/** A reference no other intent has. */
function newReference(state: Pick<StandInState, 'transferReferences'>): string {
  const taken = new Set(state.transferReferences.values());
  const draw = () => Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_CHARACTERS[randomInt(REFERENCE_CHARACTERS.length)]).join('');
  let reference = draw();
  while (taken.has(reference)) reference = draw();
  return reference;
}

/**
 * A confirm with `payment_method_data[type]=customer_balance`: the intent waits for a bank transfer
 * (`requires_action`), showing the customer's own virtual account (the same for all their payments)
 * and a reference of its own. The caller applies money already in the balance.
 */
export function awaitBankTransfer(state: Pick<StandInState, 'cashBalances' | 'cashTransactions' | 'transferReferences'>, intent: PaymentIntent, fields: FormFields): PaymentIntent {
  if (!allowsBankTransfer(intent)) throw stripeErrors.methodNotAllowed('customer_balance', intent.payment_method_types);
  if (intent.status !== 'requires_payment_method') throw stripeErrors.unexpectedState(intent.status);
  if (!intent.customer) throw stripeErrors.missingParam('customer');
  const options = customerBalanceOptions(fields, intent.payment_method_options?.customer_balance);
  if (options.funding_type === null) throw stripeErrors.missingParam(FUNDING_TYPE_PARAM);
  if (options.bank_transfer.type === null) throw stripeErrors.missingParam(TRANSFER_TYPE_PARAM);
  const reference = newReference(state);
  state.transferReferences.set(intent.id, reference);
  const instructions: BankTransferInstructions = {
    amount_remaining: intent.amount,
    currency: intent.currency,
    financial_addresses: [
      {
        type: 'aba',
        aba: { ...TEST_BANK, account_number: cashAccountOf(state, intent.customer).account_number, account_holder_address: { ...US_ADDRESS }, bank_address: { ...US_ADDRESS } },
        supported_networks: ['ach', 'domestic_wire_us'],
      },
    ],
    hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/test_${intent.id}`,
    reference,
    type: 'us_bank_transfer',
  };
  return Object.assign(intent, {
    status: 'requires_action',
    payment_method: newId('pm'),
    payment_method_types: ['customer_balance'],
    payment_method_options: { customer_balance: options },
    last_payment_error: null,
    next_action: { type: 'display_bank_transfer_instructions', display_bank_transfer_instructions: instructions },
  } satisfies Partial<PaymentIntent>);
}
