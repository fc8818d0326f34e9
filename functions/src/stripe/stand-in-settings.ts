/**
 * Where the local Stripe stand-in (tools/stripe-stand-in) listens, and the test keys it shares with
 * the functions. Used only under the emulator with no STRIPE_SECRET_KEY configured (docs/payments.md).
 * None of these values is a credential: they open nothing outside this machine.
 */
export const STRIPE_STAND_IN = {
  host: '127.0.0.1',
  port: 12111,
  /** Any `sk_test_` key is accepted by the stand-in; this one names where it points. */
  secretKey: 'sk_test_stand_in',
  /** The publishable key the browser-side stand-in sends. */
  publishableKey: 'pk_test_stand_in',
  /** Signs the stand-in's webhook events; the functions verify them with it. */
  webhookSecret: 'whsec_stand_in_local_test_secret',
} as const;

/** Base URL of the stand-in's HTTP API. */
export const STRIPE_STAND_IN_URL = `http://${STRIPE_STAND_IN.host}:${STRIPE_STAND_IN.port}`;
