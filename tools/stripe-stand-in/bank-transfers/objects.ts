/**
 * Stripe's bank transfers (the `customer_balance` payment method, `funding_type=bank_transfer`,
 * `us_bank_transfer`) as the stand-in answers them, in the shapes of stripe-node's types
 * (`PaymentIntent.NextAction.DisplayBankTransferInstructions`, `CashBalance`,
 * `CustomerCashBalanceTransaction`).
 */

/** A postal address, as Stripe's `Address`. */
export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

/** The US bank account the payer sends money to: the customer's own virtual account at Stripe's bank. */
export interface AbaAddress {
  type: 'aba';
  aba: {
    account_holder_address: Address;
    account_holder_name: string;
    account_number: string;
    account_type: string;
    bank_address: Address;
    bank_name: string;
    routing_number: string;
  };
  supported_networks: ('ach' | 'domestic_wire_us')[];
}

/** `next_action.display_bank_transfer_instructions` of a PaymentIntent waiting for a bank transfer. */
export interface BankTransferInstructions {
  amount_remaining: number;
  currency: string;
  financial_addresses: AbaAddress[];
  hosted_instructions_url: string;
  /** The code the payer quotes with the transfer, so the money finds this payment: unique per PaymentIntent. */
  reference: string;
  type: 'us_bank_transfer';
}

/** A PaymentIntent's `payment_method_options.customer_balance`. */
export interface CustomerBalanceOptions {
  bank_transfer: { type: 'us_bank_transfer' | null };
  funding_type: 'bank_transfer' | null;
}

/** `GET /v1/customers/:id/cash_balance`: the money a customer sent that no payment has taken yet. */
export interface CashBalance {
  object: 'cash_balance';
  customer: string;
  customer_account: null;
  available: Record<string, number>;
  settings: { reconciliation_mode: 'automatic'; using_merchant_default: true };
  livemode: false;
}

/** The kinds of cash balance movement the stand-in makes. */
export type CashBalanceTransactionType = 'funded' | 'applied_to_payment' | 'unapplied_from_payment' | 'return_initiated';

/** One movement of a customer's cash balance: money arrived, a payment took it, a cancellation gave it back, a refund sent it home. */
export interface CashBalanceTransaction {
  id: string;
  object: 'customer_cash_balance_transaction';
  type: CashBalanceTransactionType;
  customer: string;
  customer_account: null;
  currency: string;
  /** Positive when money came into the balance, negative when it left. */
  net_amount: number;
  ending_balance: number;
  funded?: { bank_transfer: { reference: string | null; type: 'us_bank_transfer'; us_bank_transfer: { network: 'ach'; sender_name: string | null } } };
  applied_to_payment?: { payment_intent: string };
  unapplied_from_payment?: { payment_intent: string };
  created: number;
  livemode: false;
}

/** A customer's virtual bank account and the cash balance it fills, as the stand-in keeps them. */
export interface CashAccount {
  /** Made at the customer's first bank transfer (or funding), the same for all the next. */
  account_number: string;
  /** USD cents. */
  available: number;
}
