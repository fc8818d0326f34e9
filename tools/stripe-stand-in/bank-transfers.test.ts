import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STRIPE_STAND_IN } from '../../functions/src/stripe/stand-in-settings';
import { startStripeStandIn, type RunningStandIn } from './server';
import { loadState } from './state';

/** How long after a call its events (and a bank refund's arrival) follow: short, so a test sees a refund arrive. */
const DELAY_MS = 20;

const TRANSFER_OPTIONS = { customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'us_bank_transfer' } } } as const;

/** The Stripe error a call was refused with (or the answer, if it was not). */
const refusal = (call: Promise<unknown>) => call.catch((caught: unknown) => caught);

/**
 * Bank transfers in the stand-in (docs/payments.md "Bank transfers in the stand-in"), through stripe-node as the
 * functions call it: a `customer_balance` PaymentIntent showing the customer's virtual account, money
 * arriving with Stripe's test helper (partly, in full, too much, quoting a reference or none), the
 * cash balance, cancelling, refunds back to the payer's bank, and money sent by hand.
 */
describe('the stand-in: bank transfers', () => {
  let standIn: RunningStandIn;
  let stripe: Stripe;

  const clientFor = (running: RunningStandIn) => {
    const url = new URL(running.url);
    return new Stripe(STRIPE_STAND_IN.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
  };
  const newCustomer = async () => (await stripe.customers.create({ email: 'amara@example.com' })).id;
  const transferIntent = (customer: string, amount: number, client = stripe) =>
    client.paymentIntents.create({
      amount,
      currency: 'usd',
      customer,
      payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: TRANSFER_OPTIONS,
      confirm: true,
      metadata: { offerId: 'offer-1' },
    });
  const fund = (customer: string, amount: number, reference?: string, client = stripe) =>
    client.testHelpers.customers.fundCashBalance(customer, { amount, currency: 'usd', ...(reference === undefined ? {} : { reference }) });
  const instructionsOf = (intent: Stripe.PaymentIntent) => intent.next_action?.display_bank_transfer_instructions;
  const referenceOf = (intent: Stripe.PaymentIntent) => instructionsOf(intent)?.reference ?? '';
  const accountOf = (intent: Stripe.PaymentIntent) => instructionsOf(intent)?.financial_addresses?.[0]?.aba?.account_number;
  const remainingOf = async (id: string) => instructionsOf(await stripe.paymentIntents.retrieve(id))?.amount_remaining;
  const balanceOf = async (customer: string) => (await stripe.customers.retrieveCashBalance(customer)).available?.usd;
  const eventsOf = (id: string) => standIn.deliveries.filter((delivery) => delivery.objectId === id).map((delivery) => delivery.type);
  const customerEvents = (customer: string) => standIn.deliveries.filter((delivery) => delivery.customer === customer).map((delivery) => delivery.type);
  /** The error code of passing the bank's 3-D Secure challenge for the intent, as the browser does. */
  const authenticate = async (intent: Stripe.PaymentIntent) => {
    const response = await fetch(`${standIn.url}/_stand-in/payment_intents/${intent.id}/authenticate`, {
      method: 'POST',
      body: new URLSearchParams({ key: STRIPE_STAND_IN.publishableKey, client_secret: intent.client_secret ?? '', outcome: 'complete' }),
    });
    return ((await response.json()) as { error?: { code?: string } }).error?.code;
  };
  const sendByHand = async (fields: Record<string, string>) => {
    const response = await fetch(`${standIn.url}/_stand-in/bank-transfers`, { method: 'POST', body: new URLSearchParams(fields) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { code?: string } } };
  };

  beforeAll(async () => {
    standIn = await startStripeStandIn({ port: 0, webhookUrl: 'http://127.0.0.1:9/none', webhookDelayMs: DELAY_MS });
    stripe = clientFor(standIn);
  });
  afterAll(() => standIn.stop());

  it("shows the customer's own virtual account, the same for each of their payments, and a reference of the payment's own", async () => {
    const customer = await newCustomer();
    const first = await transferIntent(customer, 5000);
    expect(first).toMatchObject({ status: 'requires_action', customer, payment_method_types: ['customer_balance'], metadata: { offerId: 'offer-1' }, amount_received: 0 });
    expect(first.payment_method).toMatch(/^pm_/);
    expect(first.next_action?.type).toBe('display_bank_transfer_instructions');
    expect(instructionsOf(first)).toMatchObject({
      amount_remaining: 5000,
      currency: 'usd',
      type: 'us_bank_transfer',
      financial_addresses: [{ type: 'aba', supported_networks: ['ach', 'domestic_wire_us'], aba: { bank_name: 'STRIPE TEST BANK', routing_number: '110000000', account_holder_name: 'HomeHaven' } }],
    });
    expect(instructionsOf(first)?.hosted_instructions_url).toMatch(/^https:\/\//);
    expect(referenceOf(first)).toMatch(/^[A-Z0-9]{12}$/);
    expect(accountOf(first)).toMatch(/^\d{12}$/);
    expect(eventsOf(first.id)).toEqual(['payment_intent.requires_action']);

    // Created first, confirmed later (as Stripe.js or a second call would).
    const created = await stripe.paymentIntents.create({ amount: 2500, currency: 'usd', customer, payment_method_types: ['customer_balance'], payment_method_options: TRANSFER_OPTIONS });
    expect(created.status).toBe('requires_payment_method');
    const second = await stripe.paymentIntents.confirm(created.id, { payment_method_data: { type: 'customer_balance' } });
    expect(second.status).toBe('requires_action');
    expect(accountOf(second)).toBe(accountOf(first));
    expect(referenceOf(second)).not.toBe(referenceOf(first));

    const someoneElse = await transferIntent(await newCustomer(), 5000);
    expect(accountOf(someoneElse)).not.toBe(accountOf(first));
    expect(await stripe.paymentIntents.retrieve(first.id)).toEqual(first);
  });

  it('is funded in two parts: partly (amount_remaining down, partially_funded), then in full (succeeded)', async () => {
    const customer = await newCustomer();
    const intent = await transferIntent(customer, 5000);
    const part = await fund(customer, 2000, referenceOf(intent));
    expect(part).toMatchObject({
      object: 'customer_cash_balance_transaction',
      type: 'funded',
      customer,
      currency: 'usd',
      net_amount: 2000,
      ending_balance: 2000,
      funded: { bank_transfer: { reference: referenceOf(intent), type: 'us_bank_transfer' } },
    });
    const partly = await stripe.paymentIntents.retrieve(intent.id);
    expect(partly).toMatchObject({ status: 'requires_action', amount_received: 0 });
    expect(instructionsOf(partly)?.amount_remaining).toBe(3000);
    expect(eventsOf(intent.id)).toEqual(['payment_intent.requires_action', 'payment_intent.partially_funded']);
    expect(await balanceOf(customer)).toBe(0);

    await fund(customer, 3000, referenceOf(intent));
    const paid = await stripe.paymentIntents.retrieve(intent.id);
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 5000, next_action: null });
    expect(paid.latest_charge).toMatch(/^ch_/);
    expect(eventsOf(intent.id)).toEqual(['payment_intent.requires_action', 'payment_intent.partially_funded', 'payment_intent.succeeded']);
    expect(await balanceOf(customer)).toBe(0);
    expect(customerEvents(customer)).not.toContain('cash_balance.funds_available');
  });

  it('keeps an overpayment in the cash balance (funds_available), and a later payment takes from it at confirm', async () => {
    const customer = await newCustomer();
    const intent = await transferIntent(customer, 5000);
    await fund(customer, 8000, referenceOf(intent));
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    expect(await stripe.customers.retrieveCashBalance(customer)).toEqual({
      object: 'cash_balance',
      customer,
      customer_account: null,
      available: { usd: 3000 },
      settings: { reconciliation_mode: 'automatic', using_merchant_default: true },
      livemode: false,
    });
    expect(customerEvents(customer).at(-1)).toBe('cash_balance.funds_available');

    const paidAtOnce = await transferIntent(customer, 2000);
    expect(paidAtOnce).toMatchObject({ status: 'succeeded', amount_received: 2000, next_action: null });
    expect(eventsOf(paidAtOnce.id)).toEqual(['payment_intent.succeeded']);
    const partlyAtOnce = await transferIntent(customer, 5000);
    expect(instructionsOf(partlyAtOnce)?.amount_remaining).toBe(4000);
    expect(eventsOf(partlyAtOnce.id)).toEqual(['payment_intent.requires_action', 'payment_intent.partially_funded']);
    expect(await balanceOf(customer)).toBe(0);
  });

  it("funds the payment whose reference the transfer quotes, not the customer's oldest", async () => {
    const customer = await newCustomer();
    const older = await transferIntent(customer, 5000);
    const quoted = await transferIntent(customer, 7000);
    await fund(customer, 7000, referenceOf(quoted));
    expect((await stripe.paymentIntents.retrieve(quoted.id)).status).toBe('succeeded');
    expect(await remainingOf(older.id)).toBe(5000);
  });

  it("funds the customer's oldest waiting payment when the transfer quotes no reference, or one unknown", async () => {
    const customer = await newCustomer();
    const oldest = await transferIntent(customer, 5000);
    const newer = await transferIntent(customer, 7000);
    await fund(customer, 5000);
    expect((await stripe.paymentIntents.retrieve(oldest.id)).status).toBe('succeeded');
    expect(await remainingOf(newer.id)).toBe(7000);
    await fund(customer, 1000, 'NOSUCHREFERENCE');
    expect(await remainingOf(newer.id)).toBe(6000);
  });

  it('cancels a partly funded payment, its money back in the cash balance; then refuses to confirm, authenticate or cancel it again', async () => {
    const customer = await newCustomer();
    const intent = await transferIntent(customer, 5000);
    await fund(customer, 2000, referenceOf(intent));
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned', next_action: null });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    expect(await balanceOf(customer)).toBe(2000);
    expect(eventsOf(intent.id).at(-1)).toBe('payment_intent.canceled');
    expect(customerEvents(customer).at(-1)).toBe('cash_balance.funds_available');
    const movements = await stripe.customers.listCashBalanceTransactions(customer);
    expect(movements.data.map((movement) => [movement.type, movement.net_amount, movement.ending_balance])).toEqual([
      ['unapplied_from_payment', 2000, 2000],
      ['applied_to_payment', -2000, 0],
      ['funded', 2000, 2000],
    ]);

    expect(await refusal(stripe.paymentIntents.confirm(intent.id, { payment_method_data: { type: 'customer_balance' } }))).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(await refusal(stripe.paymentIntents.cancel(intent.id))).toMatchObject({ code: 'payment_intent_unexpected_state' });
    const card = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' });
    await stripe.paymentIntents.cancel(card.id);
    expect(await refusal(stripe.paymentIntents.confirm(card.id, { payment_method: 'pm_card_visa' }))).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(await authenticate(card)).toBe('payment_intent_unexpected_state');
  });

  it("refunds a paid bank transfer to the payer's bank: pending, then succeeded (refund.updated); once only, and only with instructions_email", async () => {
    const customer = await newCustomer();
    const intent = await transferIntent(customer, 5000);
    await fund(customer, 5000, referenceOf(intent));
    const paid = await stripe.paymentIntents.retrieve(intent.id);
    expect(await refusal(stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({ code: 'parameter_missing', param: 'instructions_email' });

    const refund = await stripe.refunds.create({ payment_intent: intent.id, instructions_email: 'amara@example.com' });
    expect(refund).toMatchObject({
      status: 'pending',
      amount: 5000,
      currency: 'usd',
      payment_intent: intent.id,
      charge: paid.latest_charge,
      instructions_email: 'amara@example.com',
      destination_details: { type: 'us_bank_transfer', us_bank_transfer: { reference: null, reference_status: 'pending' } },
    });
    await vi.waitFor(async () => expect((await stripe.refunds.list({ payment_intent: intent.id })).data[0]?.status).toBe('succeeded'), { timeout: 2000, interval: DELAY_MS });
    expect(standIn.deliveries.filter((delivery) => delivery.objectId === refund.id)).toMatchObject([{ type: 'refund.updated', customer }]);
    expect(await refusal(stripe.refunds.create({ payment_intent: intent.id, instructions_email: 'amara@example.com' }))).toMatchObject({ code: 'charge_already_refunded' });
    // The cash balance is not touched: the money went back from the payment.
    expect(await balanceOf(customer)).toBe(0);
  });

  it("returns money sitting in the cash balance to the payer's bank, no more than it holds", async () => {
    const customer = await newCustomer();
    await fund(customer, 3000);
    expect(customerEvents(customer)).toEqual(['cash_balance.funds_available']);
    const fromBalance = { customer, origin: 'customer_balance', currency: 'usd', instructions_email: 'amara@example.com' } as const;
    expect(await refusal(stripe.refunds.create({ ...fromBalance, amount: 3001 }))).toMatchObject({ type: 'StripeInvalidRequestError', code: 'balance_insufficient' });
    expect(await refusal(stripe.refunds.create({ customer, origin: 'customer_balance', currency: 'usd', amount: 3000 }))).toMatchObject({ code: 'parameter_missing', param: 'instructions_email' });

    const refund = await stripe.refunds.create({ ...fromBalance, amount: 3000 });
    expect(refund).toMatchObject({ status: 'pending', amount: 3000, payment_intent: null, charge: null, destination_details: { type: 'us_bank_transfer' } });
    expect(await balanceOf(customer)).toBe(0);
    await vi.waitFor(() => expect(customerEvents(customer).at(-1)).toBe('refund.updated'), { timeout: 2000, interval: DELAY_MS });
    const listed = (await (await fetch(`${standIn.url}/v1/refunds?customer=${customer}`, { headers: { Authorization: `Bearer ${STRIPE_STAND_IN.secretKey}` } })).json()) as { data: Stripe.Refund[] };
    expect(listed.data).toMatchObject([{ id: refund.id, status: 'succeeded', destination_details: { us_bank_transfer: { reference_status: 'available' } } }]);
  });

  it('refunds a card payment at once, as before, with no bank-transfer fields', async () => {
    const card = await stripe.paymentIntents.create({ amount: 5000, currency: 'usd' });
    await stripe.paymentIntents.confirm(card.id, { payment_method: 'pm_card_visa' });
    const refund = await stripe.refunds.create({ payment_intent: card.id });
    expect(refund.status).toBe('succeeded');
    expect(Object.keys(refund).sort()).toEqual(['amount', 'charge', 'created', 'currency', 'id', 'metadata', 'object', 'payment_intent', 'status']);
  });

  it("takes money sent by hand with a reference to that payment's customer, even once the payment is paid", async () => {
    const customer = await newCustomer();
    const intent = await transferIntent(customer, 5000);
    const sent = await sendByHand({ reference: referenceOf(intent), amount: '5000' });
    expect(sent).toMatchObject({ status: 200, body: { type: 'funded', customer, net_amount: 5000 } });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');

    expect((await sendByHand({ reference: referenceOf(intent), amount: '1200' })).status).toBe(200);
    expect(await balanceOf(customer)).toBe(1200);
    expect(await sendByHand({ reference: 'NOSUCHREFERENCE', amount: '1200' })).toMatchObject({ status: 404, body: { error: { code: 'resource_missing' } } });
    expect(await sendByHand({ reference: referenceOf(intent) })).toMatchObject({ status: 400, body: { error: { code: 'parameter_missing' } } });
  });

  it('refuses a bank transfer without a customer or in another currency, funding an unknown customer, a card or a 3-D Secure answer on it, and cancelling a paid payment', async () => {
    const transfer = { amount: 5000, payment_method_types: ['customer_balance'], payment_method_data: { type: 'customer_balance' as const }, payment_method_options: TRANSFER_OPTIONS, confirm: true };
    // Refused when created, not only when confirmed.
    expect(await refusal(stripe.paymentIntents.create({ ...transfer, currency: 'usd', confirm: false }))).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'customer',
    });
    const customer = await newCustomer();
    expect(await refusal(stripe.paymentIntents.create({ ...transfer, currency: 'eur', customer }))).toMatchObject({ type: 'StripeInvalidRequestError', param: 'currency' });
    expect(await refusal(stripe.paymentIntents.create({ ...transfer, currency: 'usd', customer, payment_method_options: undefined }))).toMatchObject({
      code: 'parameter_missing',
      param: 'payment_method_options[customer_balance][funding_type]',
    });
    expect(await refusal(fund('cus_nobody', 1000))).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect(await refusal(stripe.testHelpers.customers.fundCashBalance(customer, { amount: 1000, currency: 'eur' }))).toMatchObject({ param: 'currency' });

    const intent = await transferIntent(customer, 5000);
    expect(await refusal(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }))).toMatchObject({ code: 'payment_intent_invalid_parameter' });
    expect(await authenticate(intent)).toBe('payment_intent_unexpected_state');
    await fund(customer, 5000);
    expect(await refusal(stripe.paymentIntents.cancel(intent.id))).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('keeps virtual accounts, balances and references in its state file; a file from before bank transfers still loads', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stand-in-'));
    try {
      const stateFile = join(folder, 'state.json');
      const first = await startStripeStandIn({ port: 0, webhookUrl: 'http://127.0.0.1:9/none', webhookDelayMs: 60_000, stateFile });
      const firstClient = clientFor(first);
      const customer = (await firstClient.customers.create({ email: 'amara@example.com' })).id;
      const intent = await transferIntent(customer, 5000, firstClient);
      await fund(customer, 7000, undefined, firstClient);
      await first.stop();

      const again = await startStripeStandIn({ port: 0, webhookUrl: 'http://127.0.0.1:9/none', webhookDelayMs: 60_000, stateFile });
      const againClient = clientFor(again);
      expect((await againClient.customers.retrieveCashBalance(customer)).available?.usd).toBe(2000);
      const next = await transferIntent(customer, 9000, againClient);
      expect(accountOf(next)).toBe(accountOf(intent));
      expect(again.state.transferReferences.get(intent.id)).toBe(referenceOf(intent));
      await again.stop();

      const old = join(folder, 'old.json');
      writeFileSync(old, JSON.stringify({ intents: [{ id: 'pi_old', status: 'succeeded' }], refunds: [] }));
      const loaded = loadState(old);
      expect(loaded.cashBalances.size + loaded.cashTransactions.length + loaded.transferReferences.size + loaded.balanceRefunds.size).toBe(0);
      expect(loaded.intents.get('pi_old')).toMatchObject({ canceled_at: null, cancellation_reason: null });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
