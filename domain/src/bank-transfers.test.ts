import { describe, expect, it } from 'vitest';
import { arrivedPercent, awaitedTransfer, formatCents, paidByTransfer, TRANSFER_MESSAGES, type OfferTransfer } from './bank-transfers';

const transfer = (fields: Partial<OfferTransfer<number>> = {}): OfferTransfer<number> => ({
  paymentIntentId: 'pi_transfer',
  status: 'awaiting',
  amountCents: 25_000_050,
  receivedCents: 0,
  reference: 'ABCD2345EFGH',
  bank: { bankName: 'STRIPE TEST BANK', accountHolderName: 'HomeHaven', accountNumber: '1234567890', routingNumber: '110000000' },
  dueAt: 7,
  createdAt: 0,
  ...fields,
});

describe('the arrived figures', () => {
  it('writes cents as dollars and cents, as prices are written', () => {
    expect(formatCents(12_500_025)).toBe('$125,000.25');
    expect(formatCents(25_000_050)).toBe('$250,000.50');
    expect(formatCents(25_000_000)).toBe('$250,000');
    expect(formatCents(0)).toBe('$0');
  });
  it('says how much of how much arrived', () => {
    expect(TRANSFER_MESSAGES.arrived(12_500_025, 25_000_050)).toBe('$125,000.25 of $250,000.50 arrived');
    expect(TRANSFER_MESSAGES.arrived(0, 25_000_050)).toBe('$0 of $250,000.50 arrived');
  });
  it('gives the share arrived in whole percent, never beyond 0 to 100, and 100 only when all arrived', () => {
    expect(arrivedPercent({ receivedCents: 12_500_025, amountCents: 25_000_050 })).toBe(50);
    expect(arrivedPercent({ receivedCents: 0, amountCents: 25_000_050 })).toBe(0);
    expect(arrivedPercent({ receivedCents: 25_000_049, amountCents: 25_000_050 })).toBe(99);
    expect(arrivedPercent({ receivedCents: 25_000_050, amountCents: 25_000_050 })).toBe(100);
    expect(arrivedPercent({ receivedCents: 30_000_000, amountCents: 25_000_050 })).toBe(100);
    expect(arrivedPercent({ receivedCents: -5, amountCents: 25_000_050 })).toBe(0);
    expect(arrivedPercent({ receivedCents: 5, amountCents: 0 })).toBe(0);
  });
});

describe('awaitedTransfer', () => {
  it('is the transfer of a pending offer whose money is awaited', () => {
    const awaited = transfer();
    expect(awaitedTransfer({ status: 'pending', transfer: awaited })).toBe(awaited);
  });
  it('is null without a transfer, for a cancelled or funded one, and once the offer is no longer pending', () => {
    expect(awaitedTransfer({ status: 'pending' })).toBeNull();
    expect(awaitedTransfer({ status: 'pending', transfer: transfer({ status: 'canceled' }) })).toBeNull();
    expect(awaitedTransfer({ status: 'bought', transfer: transfer({ status: 'funded' }) })).toBeNull();
    expect(awaitedTransfer({ status: 'rejected', transfer: transfer() })).toBeNull();
  });
});

describe('paidByTransfer', () => {
  it('is true when the payment recorded is the funded transfer', () => {
    expect(paidByTransfer({ transactionId: 'pi_transfer', transfer: transfer({ status: 'funded' }) })).toBe(true);
  });
  it('is false for a card payment, beside a cancelled or another transfer, or with none', () => {
    expect(paidByTransfer({ transactionId: 'pi_card' })).toBe(false);
    expect(paidByTransfer({ transactionId: 'pi_card', transfer: transfer({ status: 'canceled' }) })).toBe(false);
    expect(paidByTransfer({ transactionId: 'pi_card', transfer: transfer({ status: 'funded' }) })).toBe(false);
    expect(paidByTransfer({ transfer: transfer({ status: 'funded' }) })).toBe(false);
  });
});

describe('the note on a cancelled transfer', () => {
  it('says why it ended, what goes back and what now', () => {
    expect(TRANSFER_MESSAGES.canceled({ late: true, due: 'Dec 1, 2026', returnedCents: 0 })).toBe(
      'Your bank transfer was cancelled: the money did not arrive by Dec 1, 2026. You can pay by card or start a new bank transfer.',
    );
    expect(TRANSFER_MESSAGES.canceled({ late: false, due: 'Dec 1, 2026', returnedCents: 12_500_025 })).toBe(
      'Your bank transfer was cancelled: send no money for it any more. The $125,000.25 that arrived goes back to your bank. You can pay by card or start a new bank transfer.',
    );
  });
});
