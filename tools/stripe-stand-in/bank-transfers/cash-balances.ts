import { randomInt } from 'node:crypto';
import { stripeErrors } from '../errors';
import { field, type FormFields } from '../form';
import { newId, unixNow, type StandInState } from '../state';
import type { CashAccount, CashBalance, CashBalanceTransaction } from './objects';

/** What the cash balances are kept in. */
type CashState = Pick<StandInState, 'cashBalances' | 'cashTransactions'>;

/** The only currency bank transfers take here (`us_bank_transfer`). */
export const TRANSFER_CURRENCY = 'usd';

/** Refuses any currency but USD, as `param` `currency`, with Stripe's `code` for the call. */
export function requireUsd(currency: string, code: string): void {
  if (currency.toLowerCase() !== TRANSFER_CURRENCY) {
    throw stripeErrors.invalidParam('currency', `The currency ${currency} is not supported for us_bank_transfer bank transfers: use usd.`, code);
  }
}

/** The whole, positive `amount` (cents) of a call moving cash, in `currency` (required unless `defaultCurrency` is given), which must be USD. */
export function usdAmountOf(fields: FormFields, defaultCurrency?: string): number {
  const raw = field(fields, 'amount');
  if (raw === undefined) throw stripeErrors.missingParam('amount');
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) throw stripeErrors.invalidParam('amount', `Invalid positive integer: ${raw}`);
  const currency = field(fields, 'currency') ?? defaultCurrency;
  if (!currency) throw stripeErrors.missingParam('currency');
  requireUsd(currency, 'balance_invalid_parameter');
  return Number(raw);
}

/** The customer's virtual bank account and cash balance, made at first use with a 12-digit account number no other customer has. */
export function cashAccountOf(state: CashState, customer: string): CashAccount {
  const known = state.cashBalances.get(customer);
  if (known) return known;
  const taken = new Set([...state.cashBalances.values()].map((account) => account.account_number));
  let accountNumber = String(randomInt(1e11, 1e12));
  while (taken.has(accountNumber)) accountNumber = String(randomInt(1e11, 1e12));
  const account: CashAccount = { account_number: accountNumber, available: 0 };
  state.cashBalances.set(customer, account);
  return account;
}

/** USD cents in the customer's cash balance. */
export const availableOf = (state: CashState, customer: string): number => state.cashBalances.get(customer)?.available ?? 0;

/** `GET /v1/customers/:id/cash_balance` (and `cash_balance.funds_available`'s object). */
export function cashBalanceOf(state: CashState, customer: string): CashBalance {
  return {
    object: 'cash_balance',
    customer,
    customer_account: null,
    available: { [TRANSFER_CURRENCY]: availableOf(state, customer) },
    settings: { reconciliation_mode: 'automatic', using_merchant_default: true },
    livemode: false,
  };
}

/** What a movement says beyond its amount: where money came from or went. */
type Movement = Pick<CashBalanceTransaction, 'type'> & Partial<Pick<CashBalanceTransaction, 'funded' | 'applied_to_payment' | 'unapplied_from_payment'>>;

/** Moves `netAmount` cents into (positive) or out of (negative) the customer's cash balance, recorded as a transaction. */
export function moveCash(state: CashState, customer: string, netAmount: number, movement: Movement): CashBalanceTransaction {
  const account = cashAccountOf(state, customer);
  account.available += netAmount;
  const transaction: CashBalanceTransaction = {
    id: newId('ccsbtxn'),
    object: 'customer_cash_balance_transaction',
    customer,
    customer_account: null,
    currency: TRANSFER_CURRENCY,
    net_amount: netAmount,
    ending_balance: account.available,
    created: unixNow(),
    livemode: false,
    ...movement,
  };
  state.cashTransactions.push(transaction);
  return transaction;
}

/** `GET /v1/customers/:id/cash_balance_transactions`: Stripe's list shape, newest first. */
export function listCashTransactions(state: CashState, customer: string) {
  const data = state.cashTransactions.filter((transaction) => transaction.customer === customer).reverse();
  return { object: 'list', data, has_more: false, url: `/v1/customers/${customer}/cash_balance_transactions` };
}
