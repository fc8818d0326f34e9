// The browser-side Stripe.js stand-in (tools/stripe-stand-in/browser), driven in Chromium against the
// stand-in server: the card Element's inputs and confirmCardPayment with Stripe's test cards.
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_STAND_IN } from '../functions/src/stripe/stand-in-settings';
import { ROOT } from '../tools/emulators/config';
import { stripeCall } from '../tools/stripe-stand-in/client';
import { TEST_CARDS } from '../tools/stripe-stand-in/cards';
import { startStripeStandIn, type RunningStandIn } from '../tools/stripe-stand-in/server';
import { isStripeStandInRunning } from '../tools/stripe-stand-in/when-needed';
import { useBrowser } from './support/browser';
import { APP_URL } from './support/config';

let started: RunningStandIn | undefined;
let bundle = '';

beforeAll(async () => {
  if (!(await isStripeStandInRunning())) started = await startStripeStandIn();
  const result = await build({
    entryPoints: [`${ROOT}tools/stripe-stand-in/browser/stripe-js.ts`],
    bundle: true,
    format: 'iife',
    globalName: 'StripeStandIn',
    write: false,
  });
  bundle = result.outputFiles[0]?.text ?? '';
});
afterAll(async () => {
  await started?.stop();
});

/** A fresh $50.00 PaymentIntent, created server-side as the functions would. */
async function newClientSecret(): Promise<{ id: string; clientSecret: string }> {
  const { body } = await stripeCall('POST', '/v1/payment_intents', { amount: '5000', currency: 'usd', 'metadata[offerId]': 'e2e' });
  return { id: String(body.id), clientSecret: String(body.client_secret) };
}

describe('Stripe.js stand-in in the browser', () => {
  const browser = useBrowser();

  async function payWith(cardNumber: string, clientSecret: string, challenge?: 'Complete authentication' | 'Fail authentication'): Promise<{ status?: string; error?: string }> {
    const { page } = browser;
    await page.goto(`${APP_URL}/404-stand-in-host`);
    // Served as a file of the app's origin: the page's Content-Security-Policy refuses inline scripts.
    await page.route(`${APP_URL}/stand-in-under-test.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
    await page.addScriptTag({ url: '/stand-in-under-test.js' });
    await page.evaluate(async (key) => {
      const host = document.createElement('div');
      host.id = 'card';
      document.body.append(host);
      const w = window as unknown as Record<string, unknown> & { StripeStandIn: { loadStripe: (k: string) => Promise<unknown> } };
      const stripe = (await w.StripeStandIn.loadStripe(key)) as { elements: () => { create: (t: string) => { mount: (s: string) => void } } };
      const card = stripe.elements().create('card');
      card.mount('#card');
      w.stripe = stripe;
      w.card = card;
    }, STRIPE_STAND_IN.publishableKey);
    await page.fill('input[name="cardnumber"]', cardNumber);
    await page.fill('input[name="exp-date"]', '12 / 34');
    await page.fill('input[name="cvc"]', '123');
    const result = page.evaluate(async (secret) => {
      const w = window as unknown as { stripe: { confirmCardPayment: (s: string, d: unknown) => Promise<{ paymentIntent?: { status: string }; error?: { message: string } }> }; card: unknown };
      const result = await w.stripe.confirmCardPayment(secret, { payment_method: { card: w.card } });
      return { status: result.paymentIntent?.status, error: result.error?.message };
    }, clientSecret);
    if (challenge) {
      // The bank's page: a modal dialog naming the amount, answered as the payer would.
      const dialog = page.getByRole('dialog', { name: '3D Secure test page' });
      await dialog.getByText('a payment of $50.00').waitFor();
      await dialog.getByRole('button', { name: challenge }).click();
    }
    return result;
  }

  it('pays with 4242 4242 4242 4242: the intent succeeds', async () => {
    const intent = await newClientSecret();
    expect(await payWith('4242 4242 4242 4242', intent.clientSecret)).toEqual({ status: 'succeeded', error: undefined });
    expect((await stripeCall('GET', `/v1/payment_intents/${intent.id}`)).body.status).toBe('succeeded');
  });

  it("declines 4000 0000 0000 0002 with Stripe's message and leaves the intent unpaid", async () => {
    const intent = await newClientSecret();
    expect(await payWith(TEST_CARDS.declined, intent.clientSecret)).toEqual({ status: undefined, error: 'Your card was declined.' });
    expect((await stripeCall('GET', `/v1/payment_intents/${intent.id}`)).body.status).not.toBe('succeeded');
  });

  it('asks for 3-D Secure with 4000 0027 6000 3184: passed, the intent succeeds', async () => {
    const intent = await newClientSecret();
    expect(await payWith(TEST_CARDS.authenticationAlways, intent.clientSecret, 'Complete authentication')).toEqual({ status: 'succeeded', error: undefined });
    expect(await browser.page.getByRole('dialog').count()).toBe(0);
    expect((await stripeCall('GET', `/v1/payment_intents/${intent.id}`)).body.status).toBe('succeeded');
  });

  it("asks for 3-D Secure with 4000 0027 6000 3184: failed, Stripe's message and the intent awaits another card", async () => {
    const intent = await newClientSecret();
    const failed = await payWith(TEST_CARDS.authenticationAlways, intent.clientSecret, 'Fail authentication');
    expect(failed.error).toMatch(/^We are unable to authenticate your payment method/);
    expect((await stripeCall('GET', `/v1/payment_intents/${intent.id}`)).body.status).toBe('requires_payment_method');
  });
});
