import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header Stripe sends with a webhook event:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`, which `stripe.webhooks.constructEvent`
 * verifies (https://docs.stripe.com/webhooks#verify-manually).
 */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
