// First: the emulator hosts and the functions' environment, before the functions code below initialises.
import { db } from '../refunds/support/functions-in-process';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_API_MESSAGES, TRANSFER_WINDOW_DAYS } from '@homehaven/domain/bank-transfers';
import { PAYMENT_API_MESSAGES } from '@homehaven/domain/offer-messages';
import { sweepOverdueTransfers } from '../../../functions/src/bank-transfers/expire-transfers';
import type { EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { callApi, cancelBankTransfer, decide, requestSecret, startBankTransfer } from '../../../tools/emulators/facade-client';
import { stripeCall } from '../../../tools/stripe-stand-in/client';
import { eventually } from '../facade/support/admin';
import { payOffer } from '../payments/support/purchase';
import { retrieveIntent, useStripeStandIn } from '../payments/support/stand-in';
import { accountWithRole, newMarket, read, seedOffer } from '../payments/support/world';
import { refundRecord } from '../refunds/support/refunds';
import { balanceOf, balanceReturns, customerOf, offerBecomes, postSignedEvent, sendMoney, storedTransfer, transferFor } from './support/transfers';

useStripeStandIn();

const AMOUNT_CENTS = 25_000_050; // seedOffer's $250,000.50
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Offers paid by bank transfer (docs/payments.md "Bank transfers"), through the facade and the
 * Stripe stand-in's bank: the details, money in parts, over and late, cancelled and expired, every
 * dollar that no payment waits for sent back, and the webhook's events replayed, forged and out of order.
 */
describe('paying an offer by bank transfer', () => {
  let market: { agent: EmulatorAccount; buyer: EmulatorAccount; propertyId: string };
  beforeAll(async () => {
    market = await newMarket();
  });
  const newOffer = () => seedOffer(market.propertyId, market.agent, market.buyer);

  it('gives the bank details, the reference, the amount and the day; keeps and e-mails them; answers the same transfer again', async () => {
    const offerId = await newOffer();
    const before = Date.now();
    const transfer = await transferFor(market.buyer, offerId);
    expect(transfer).toMatchObject({ status: 'awaiting', amountCents: AMOUNT_CENTS, receivedCents: 0, reference: expect.stringMatching(/^[A-Z0-9]{6,}$/) });
    expect(transfer.bank.accountNumber).toMatch(/^\d+$/);
    expect(transfer.bank.routingNumber).toMatch(/^\d{9}$/);
    expect(Date.parse(transfer.dueAt) - before).toBeGreaterThanOrEqual(TRANSFER_WINDOW_DAYS * DAY_MS - 60_000);
    expect(Date.parse(transfer.dueAt) - before).toBeLessThanOrEqual(TRANSFER_WINDOW_DAYS * DAY_MS + 60_000);

    const intent = (await retrieveIntent(transfer.paymentIntentId)).body;
    expect(intent).toMatchObject({ amount: AMOUNT_CENTS, status: 'requires_action', payment_method_types: ['customer_balance'], customer: await customerOf(market.buyer) });
    expect(intent.metadata).toMatchObject({ offerId });
    expect(await read(`offers/${offerId}`)).toMatchObject({
      status: 'pending',
      transferAttempts: 1,
      transfer: { paymentIntentId: transfer.paymentIntentId, status: 'awaiting', reference: transfer.reference },
    });

    const mail = await db.collection('mail').where('to', '==', market.buyer.email).get();
    const texts = mail.docs.map((doc) => String(doc.get('message.text')));
    expect(texts.some((text) => text.includes(transfer.reference) && text.includes(transfer.bank.accountNumber) && text.includes('$250,000.50'))).toBe(true);

    const [again, atOnce] = await Promise.all([transferFor(market.buyer, offerId), transferFor(market.buyer, offerId)]);
    expect([again.paymentIntentId, atOnce.paymentIntentId]).toEqual([transfer.paymentIntentId, transfer.paymentIntentId]);
    // One virtual account per buyer: a second offer's transfer goes to the same account, with its own reference.
    const second = await transferFor(market.buyer, await newOffer());
    expect(second.bank.accountNumber).toBe(transfer.bank.accountNumber);
    expect(second.reference).not.toBe(transfer.reference);
  });

  it('shows half the money arrived, then, with the rest, marks the offer bought as a card payment does', async () => {
    const offerId = await newOffer();
    const transfer = await transferFor(market.buyer, offerId);
    const half = AMOUNT_CENTS / 2;
    await sendMoney(transfer.reference, half);
    await offerBecomes(offerId, 'half the money shown', (offer) => offer.transfer?.receivedCents === half);
    expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'pending', transfer: { status: 'awaiting' } });

    await sendMoney(transfer.reference, AMOUNT_CENTS - half);
    await offerBecomes(offerId, 'the offer bought', (offer) => offer.status === 'bought');
    expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'bought', transactionId: transfer.paymentIntentId, transfer: { status: 'funded', receivedCents: AMOUNT_CENTS } });
    // Bought, the agent decides on it as on any paid offer.
    expect((await decide(market.agent.idToken, offerId, 'rejected')).status).toBe(200);
    await eventually('the refund sent back by transfer', async () => (await refundRecord(transfer.paymentIntentId))?.status === 'refunded');
    expect(await refundRecord(transfer.paymentIntentId)).toMatchObject({ reason: 'offer-rejected', instructionsEmail: market.buyer.email });
    const refunds = (await stripeCall('GET', `/v1/refunds?payment_intent=${transfer.paymentIntentId}`)).body.data as { amount: number; instructions_email?: string }[];
    expect(refunds).toEqual([expect.objectContaining({ amount: AMOUNT_CENTS, instructions_email: market.buyer.email })]);
  });

  it("sends back what arrives beyond the amount, from the buyer's balance, by transfer", async () => {
    const buyer = await accountWithRole('user');
    const offerId = await seedOffer(market.propertyId, market.agent, buyer);
    const transfer = await transferFor(buyer, offerId);
    await sendMoney(transfer.reference, AMOUNT_CENTS + 12_345);
    await offerBecomes(offerId, 'the offer bought', (offer) => offer.status === 'bought');
    const customer = await customerOf(buyer);
    await eventually('the surplus returned', async () => (await balanceReturns(customer)).some((record) => record.status === 'refunded'));
    expect(await balanceReturns(customer)).toEqual([
      expect.objectContaining({ reason: 'unclaimed-transfer', status: 'refunded', amount: 123.45, instructionsEmail: buyer.email, paymentIntentId: '' }),
    ]);
    expect(await balanceOf(customer)).toBe(0);
  });

  it('lets the buyer cancel an awaited transfer, then pay by card; refuses a card payment while one is awaited', async () => {
    const offerId = await newOffer();
    const transfer = await transferFor(market.buyer, offerId);
    expect(await requestSecret(market.buyer.idToken, offerId)).toEqual({ status: 409, body: { message: TRANSFER_API_MESSAGES.notAllowedWhileAwaiting } });
    const stranger = await accountWithRole('user');
    expect((await cancelBankTransfer(stranger.idToken, offerId)).status).toBe(403);

    const cancelled = await cancelBankTransfer(market.buyer.idToken, offerId);
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'canceled', paymentIntentId: transfer.paymentIntentId } });
    expect((await retrieveIntent(transfer.paymentIntentId)).body.status).toBe('canceled');
    expect(await cancelBankTransfer(market.buyer.idToken, offerId)).toEqual({ status: 409, body: { message: TRANSFER_API_MESSAGES.nothingToCancel } });
    expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'pending', transfer: { status: 'canceled' } });
    const intentId = await payOffer(market.buyer, offerId);
    expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'bought', transactionId: intentId, transfer: { status: 'canceled' } });
  });

  it('cancels a transfer not arrived by its day: the offer is pending again, the part that arrived goes back, a new transfer can start', async () => {
    const buyer = await accountWithRole('user');
    const offerId = await seedOffer(market.propertyId, market.agent, buyer);
    const transfer = await transferFor(buyer, offerId);
    await sendMoney(transfer.reference, 1_000_00);
    await offerBecomes(offerId, 'the part shown', (offer) => offer.transfer?.receivedCents === 1_000_00);
    // As if its week had long passed: the sweep here takes only what was due before 1990, no other suite's transfer.
    await db.doc(`offers/${offerId}`).update({ 'transfer.dueAt': Timestamp.fromDate(new Date(Date.UTC(1989, 11, 31))) });
    const swept = await sweepOverdueTransfers(Timestamp.fromDate(new Date(Date.UTC(1990, 0, 1))));
    expect(swept).toEqual({ canceled: 1, failed: 0 });
    expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'pending', transfer: { status: 'canceled', receivedCents: 1_000_00 } });
    expect((await retrieveIntent(transfer.paymentIntentId)).body.status).toBe('canceled');
    const customer = await customerOf(buyer);
    await eventually('the part returned', async () => (await balanceReturns(customer)).some((record) => record.status === 'refunded'));
    expect(await balanceOf(customer)).toBe(0);

    const next = await transferFor(buyer, offerId);
    expect(next.paymentIntentId).not.toBe(transfer.paymentIntentId);
    expect(await read(`offers/${offerId}`)).toMatchObject({ transferAttempts: 2, transfer: { status: 'awaiting', receivedCents: 0 } });
  });

  it("cancels a rival's awaited transfer when the agent accepts another offer, and returns money that arrives after the sale", async () => {
    const rivalMarket = await newMarket();
    const rival = await accountWithRole('user');
    const waiting = await seedOffer(rivalMarket.propertyId, rivalMarket.agent, rival);
    const transfer = await transferFor(rival, waiting);
    const winner = await seedOffer(rivalMarket.propertyId, rivalMarket.agent, rivalMarket.buyer);
    await payOffer(rivalMarket.buyer, winner);
    expect((await decide(rivalMarket.agent.idToken, winner, 'accepted')).status).toBe(200);
    await offerBecomes(waiting, 'the rival transfer cancelled', (offer) => offer.transfer?.status === 'canceled');
    expect(await read(`offers/${waiting}`)).toMatchObject({ status: 'rejected' });
    expect(await startBankTransfer(rival.idToken, waiting)).toEqual({ status: 409, body: { message: PAYMENT_API_MESSAGES.notPending } });

    // The rival's bank sends the money anyway: it is never lost, it goes back.
    await sendMoney(transfer.reference, AMOUNT_CENTS);
    const customer = await customerOf(rival);
    await eventually('the late money returned', async () => (await balanceReturns(customer)).some((record) => record.status === 'refunded'));
    expect(await balanceOf(customer)).toBe(0);
    expect(await read(`offers/${waiting}`)).toMatchObject({ status: 'rejected', transfer: { status: 'canceled' } });
  });

  it('cancels the awaited transfers of an agent marked fraud: their buyers are told to send nothing', async () => {
    const [admin, doomed] = await Promise.all([accountWithRole('admin'), newMarket()]);
    const offerId = await seedOffer(doomed.propertyId, doomed.agent, doomed.buyer);
    const transfer = await transferFor(doomed.buyer, offerId);
    expect((await callApi('PATCH', `/user/roll/${encodeURIComponent(doomed.agent.email)}`, admin.idToken, { roll: 'fraud' })).status).toBe(200);
    await offerBecomes(offerId, 'the transfer cancelled with the offer', (offer) => offer.status === 'rejected' && offer.transfer?.status === 'canceled');
    expect((await retrieveIntent(transfer.paymentIntentId)).body.status).toBe('canceled');
  });

  it('applies replayed and out-of-order events once, never backwards, and ignores forged ones', async () => {
    const offerId = await newOffer();
    const transfer = await transferFor(market.buyer, offerId);
    const intent = (await retrieveIntent(transfer.paymentIntentId)).body;
    const withRemaining = (remaining: number) => ({
      ...intent,
      next_action: { type: 'display_bank_transfer_instructions', display_bank_transfer_instructions: { amount_remaining: remaining, currency: 'usd', reference: transfer.reference } },
    });

    expect(await postSignedEvent('payment_intent.partially_funded', withRemaining(AMOUNT_CENTS - 3_000_00))).toBe(200);
    expect(await postSignedEvent('payment_intent.partially_funded', withRemaining(AMOUNT_CENTS - 3_000_00))).toBe(200);
    // An older event arriving late: 1,000 dollars in, where 3,000 are known.
    expect(await postSignedEvent('payment_intent.partially_funded', withRemaining(AMOUNT_CENTS - 1_000_00))).toBe(200);
    expect(await storedTransfer(offerId)).toMatchObject({ status: 'awaiting', receivedCents: 3_000_00 });
    // Forged: all of it "arrived", and "cancelled", signed with another secret.
    expect(await postSignedEvent('payment_intent.partially_funded', withRemaining(0), 'whsec_forged')).toBe(400);
    expect(await postSignedEvent('payment_intent.canceled', { ...intent, status: 'canceled' }, 'whsec_forged')).toBe(400);
    expect(await postSignedEvent('cash_balance.funds_available', { object: 'cash_balance', customer: intent.customer, available: { usd: 10_000_00 } }, 'whsec_forged')).toBe(400);
    expect(await storedTransfer(offerId)).toMatchObject({ status: 'awaiting', receivedCents: 3_000_00 });

    await sendMoney(transfer.reference, AMOUNT_CENTS);
    await offerBecomes(offerId, 'the offer bought', (offer) => offer.status === 'bought');
    // A cancellation event replayed after the payment (as out of order as Stripe may be) changes nothing.
    expect(await postSignedEvent('payment_intent.canceled', { ...intent, status: 'canceled' })).toBe(200);
    expect(await postSignedEvent('payment_intent.partially_funded', withRemaining(AMOUNT_CENTS - 1_000_00))).toBe(200);
    expect(await read(`offers/${offerId}`)).toMatchObject({ status: 'bought', transfer: { status: 'funded', receivedCents: AMOUNT_CENTS } });
    // An event about an offer that does not exist is acknowledged, not retried.
    expect(await postSignedEvent('payment_intent.partially_funded', { ...withRemaining(5), metadata: { offerId: 'no-such-offer' } })).toBe(200);
  });

  it("refuses another buyer's offer, a decided one, a fraud account, an unknown offer and no token", async () => {
    const offerId = await newOffer();
    const stranger = await accountWithRole('user');
    expect(await startBankTransfer(stranger.idToken, offerId)).toEqual({ status: 403, body: { message: PAYMENT_API_MESSAGES.notYourOffer } });
    expect((await startBankTransfer(market.agent.idToken, offerId)).status).toBe(403);
    const fraud = await accountWithRole('fraud');
    expect(await startBankTransfer(fraud.idToken, await seedOffer(market.propertyId, market.agent, fraud))).toEqual({ status: 403, body: { message: PAYMENT_API_MESSAGES.fraud } });
    const decided = await seedOffer(market.propertyId, market.agent, market.buyer, { status: 'rejected' });
    expect(await startBankTransfer(market.buyer.idToken, decided)).toEqual({ status: 409, body: { message: PAYMENT_API_MESSAGES.notPending } });
    expect(await startBankTransfer(market.buyer.idToken, 'no-such-offer')).toEqual({ status: 404, body: { message: PAYMENT_API_MESSAGES.offerNotFound } });
    expect((await callApi('POST', `/offers/${offerId}/bank-transfer`)).status).toBe(401);
    expect(await storedTransfer(offerId)).toBeUndefined();
  });
});
