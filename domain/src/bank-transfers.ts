/**
 * Paying by bank transfer (docs/payments.md "Bank transfers"): Stripe's `customer_balance` payment
 * method, a virtual bank account per payer, the money reconciled by the reference the payer quotes.
 * Written by functions only; the web app shows it.
 */

import { formatPrice } from './format';

/** Days the payer has for the money to arrive; past them the transfer is cancelled and the offer is pending again. */
export const TRANSFER_WINDOW_DAYS = 7;

/** A transfer waits for its money, was funded in full, or was cancelled (not arrived in time, or by the payer). */
export const TRANSFER_STATUSES = ['awaiting', 'funded', 'canceled'] as const;
/** One of {@link TRANSFER_STATUSES}. */
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Where the payer sends the money: the payer's own virtual account at Stripe's bank. */
export interface TransferBankDetails {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  routingNumber: string;
}

/** `offers/{id}.transfer`: the offer's payment by bank transfer, as the buyer and the agent see it. Times are typed by the caller. */
export interface OfferTransfer<Time = unknown> {
  paymentIntentId: string;
  status: TransferStatus;
  /** What must arrive and what has arrived so far, in cents (USD). */
  amountCents: number;
  receivedCents: number;
  /** What the payer quotes with the transfer, so it is matched to this payment. */
  reference: string;
  bank: TransferBankDetails;
  /** The money must arrive by then. */
  dueAt: Time;
  createdAt: Time;
  fundedAt?: Time;
  canceledAt?: Time;
}

/** The facade's answer about a transfer (`POST /offers/{id}/bank-transfer`): times as ISO text. */
export type OfferTransferAnswer = OfferTransfer<string>;

/** Stripe's bank-transfer instructions as a PaymentIntent carries them (`next_action.display_bank_transfer_instructions`), the fields read. */
export interface BankTransferInstructions {
  amount_remaining: number | null;
  reference: string | null;
  financial_addresses?: { type: string; aba?: { account_holder_name?: string | null; account_number: string; bank_name: string; routing_number: string } }[];
}

/** The payer's bank details from Stripe's instructions: its US (ABA) account, or null when Stripe gave none. */
export function bankDetailsOf(instructions: BankTransferInstructions | null | undefined): TransferBankDetails | null {
  const aba = instructions?.financial_addresses?.find((address) => address.type === 'aba')?.aba;
  if (!aba) return null;
  return { bankName: aba.bank_name, accountHolderName: aba.account_holder_name ?? '', accountNumber: aba.account_number, routingNumber: aba.routing_number };
}

/** How much of a transfer has arrived, from what Stripe says is still to come. */
export const receivedOf = (amountCents: number, amountRemaining: number | null | undefined): number => Math.max(0, Math.min(amountCents, amountCents - (amountRemaining ?? amountCents)));

/** The payment's state in words, for both sides of the offer. */
export const TRANSFER_STATUS_LABELS: Readonly<Record<TransferStatus, string>> = {
  awaiting: 'Awaiting transfer',
  funded: 'Paid by bank transfer',
  canceled: 'Transfer cancelled',
};

/** Answers of the facade's bank-transfer paths, and the e-mail with the details. */
export const TRANSFER_API_MESSAGES = {
  notAllowedWhileAwaiting: 'A bank transfer is awaited for this offer: cancel it before paying by card.',
  nothingToCancel: 'No bank transfer is awaited for this offer.',
  amountTooLarge: 'Bank transfers are limited to $999,999.99 per payment: this offer is too large.',
  amountTooSmall: 'Bank transfers must be at least $0.50.',
  noInstructions: 'The bank did not give transfer details. Please try again.',
} as const;

/** The e-mail with the transfer's details, sent to the payer when they choose to pay by transfer. */
export const TRANSFER_MAIL = {
  subject: (title: string) => `Bank transfer details for your offer on ${title}`,
} as const;

/** Dollars and cents as the product writes them (`$250,000.50`), from cents. */
export const formatCents = (cents: number): string => formatPrice(cents / 100);

/** How much of a transfer has arrived, in whole percent of what is due (0 to 100): what its progress bar shows. */
export function arrivedPercent({ receivedCents, amountCents }: Pick<OfferTransfer, 'receivedCents' | 'amountCents'>): number {
  if (!(amountCents > 0) || !(receivedCents > 0)) return 0;
  return Math.min(100, Math.floor((receivedCents / amountCents) * 100));
}

/** The offer's transfer while its money is awaited (the offer still pending), else null. */
export function awaitedTransfer<T>(offer: { status: string; transfer?: OfferTransfer<T> }): OfferTransfer<T> | null {
  return offer.status === 'pending' && offer.transfer?.status === 'awaiting' ? offer.transfer : null;
}

/** Whether the offer's payment is its bank transfer (the payment recorded is the transfer's, funded). */
export function paidByTransfer(offer: { transactionId?: string; transfer?: Pick<OfferTransfer, 'status' | 'paymentIntentId'> }): boolean {
  return offer.transfer?.status === 'funded' && offer.transactionId !== undefined && offer.transactionId === offer.transfer.paymentIntentId;
}

/** The two ways of paying an offer the payment page offers; card first, the default. */
export const PAYMENT_METHODS = ['card', 'transfer'] as const;
/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The words of the web app's bank-transfer screens: the payment page's choice and instructions, the offers' lists. */
export const TRANSFER_MESSAGES = {
  methodLegend: 'How would you like to pay?',
  methods: { card: 'Card', transfer: 'Bank transfer' } satisfies Record<PaymentMethod, string>,
  methodHints: {
    card: 'Pay now with a debit or credit card.',
    transfer: `Send the money from your bank within ${TRANSFER_WINDOW_DAYS} days.`,
  } satisfies Record<PaymentMethod, string>,
  explanation: (amount: string) =>
    `We give you an account and a reference. Send ${amount} from your bank, quoting the reference, within ${TRANSFER_WINDOW_DAYS} days. Your offer is paid once all of it has arrived, and the agent can then decide on it. Until then you can cancel the transfer.`,
  getDetails: 'Get bank transfer details',
  gettingDetails: 'Getting the details…',
  startFailed: 'The bank transfer details could not be given. Please try again.',
  detailsTitle: 'Bank transfer details',
  detailsIntro: 'Send the amount below from your bank to this account, and quote the reference exactly, so the money is matched to your offer.',
  referenceLabel: 'Reference to quote',
  copy: 'Copy reference',
  copied: 'Copied',
  copiedAnnouncement: 'Reference copied.',
  copyFailed: 'Could not copy: select the reference and copy it by hand.',
  amountLabel: 'Amount to send',
  bankLabel: 'Bank',
  holderLabel: 'Account holder',
  accountLabel: 'Account number',
  routingLabel: 'Routing number',
  dueLabel: 'Must arrive by',
  arrived: (receivedCents: number, amountCents: number) => `${formatCents(receivedCents)} of ${formatCents(amountCents)} arrived`,
  progressLabel: 'Money arrived',
  mailed: 'We also e-mailed these details to you. This page updates as the money arrives.',
  cancel: 'Cancel transfer',
  cancelQuestion: 'Cancel this bank transfer?',
  cancelText: 'Send no money for it after cancelling: any part that already arrived goes back to your bank. You can then pay by card or start a new transfer.',
  cancelConfirm: 'Yes, cancel it',
  cancelKeep: 'Keep the transfer',
  cancelFailed: 'The bank transfer could not be cancelled. Please try again.',
  /** Above the choice, once the offer's last transfer was cancelled: why, what happens to money sent for it, what now. */
  canceled: ({ late, due, returnedCents }: { late: boolean; due: string; returnedCents: number }) =>
    [
      late ? `Your bank transfer was cancelled: the money did not arrive by ${due}.` : 'Your bank transfer was cancelled: send no money for it any more.',
      returnedCents > 0 ? `The ${formatCents(returnedCents)} that arrived goes back to your bank.` : '',
      'You can pay by card or start a new bank transfer.',
    ]
      .filter(Boolean)
      .join(' '),
  transferDetailsLink: 'Transfer details',
  transferDetailsFor: (title: string) => `Transfer details for ${title}`,
} as const;
