import { decide, reportSuccess, requestSecret, type ApiAnswer } from '../emulators/facade-client';
import { TEST_CARDS } from '../stripe-stand-in/cards';
import { confirmCard, intentIdOf } from '../stripe-stand-in/client';

function ensureOk(step: string, answer: ApiAnswer | { status: number; body: unknown }): void {
  if (answer.status >= 300) throw new Error(`${step} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Pays an offer as its buyer the way the payment page does: secret, card 4242 confirm, success report. */
export async function payOffer(buyerToken: string, offerId: string): Promise<void> {
  const secret = await requestSecret(buyerToken, offerId);
  ensureOk('payment secret', secret);
  const clientSecret = String(secret.body.clientSecret);
  ensureOk('card confirm', await confirmCard(clientSecret, TEST_CARDS.succeeds));
  ensureOk('payment success', await reportSuccess(buyerToken, offerId, intentIdOf(clientSecret)));
}

/** An agent's decision on a bought offer. */
export async function decideOffer(agentToken: string, offerId: string, status: 'accepted' | 'rejected', propertyId: string): Promise<void> {
  ensureOk(`offer ${status}`, await decide(agentToken, offerId, status, propertyId));
}
