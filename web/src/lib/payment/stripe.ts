import { loadStripe, type Stripe } from '@stripe/stripe-js';

let stripe: Promise<Stripe | null> | undefined;

/**
 * Stripe.js, loaded where a card is taken only (the payment page, the Billing page's subscribe form; never in the entry). Under
 * the emulator the build aliases `@stripe/stripe-js` to the local stand-in (docs/payments.md). Null
 * when the build has no publishable key (docs/deploy.md).
 */
export function getStripe(): Promise<Stripe | null> | null {
  const key = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  if (!key) return null;
  stripe ??= loadStripe(key);
  return stripe;
}
