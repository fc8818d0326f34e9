import { onIntentSucceeded } from './billing/routes';
import type { StandInContext } from './routes';
import type { PaymentIntent } from './state';

/** After a payment was made (a card charged, a bank transfer's money all arrived): Stripe's event, and an invoice's intent pays its invoice. */
export function onSucceeded(context: StandInContext, intent: PaymentIntent): PaymentIntent {
  context.webhooks.send('payment_intent.succeeded', intent);
  onIntentSucceeded(context, intent);
  return intent;
}
