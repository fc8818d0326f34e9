import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from './signature';

const SECRET = 'whsec_unit_test';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });

describe('stripeSignatureHeader', () => {
  it('is t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">', () => {
    const expected = createHmac('sha256', SECRET).update(`1700000000.${payload}`).digest('hex');
    expect(stripeSignatureHeader(payload, SECRET, 1700000000)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('is accepted by the stripe SDK, which the functions use to verify events', () => {
    const event = Stripe.webhooks.constructEvent(payload, stripeSignatureHeader(payload, SECRET), SECRET);
    expect(event.id).toBe('evt_1');
  });

  it('is refused by the stripe SDK for another secret, a changed body, or an old timestamp', () => {
    const header = stripeSignatureHeader(payload, SECRET);
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => Stripe.webhooks.constructEvent(`${payload} `, header, SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const old = stripeSignatureHeader(payload, SECRET, Math.floor(Date.now() / 1000) - 3600);
    expect(() => Stripe.webhooks.constructEvent(payload, old, SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
