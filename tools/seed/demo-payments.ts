import { decide, reportSuccess, requestSecret, startBankTransfer, type ApiAnswer } from '../emulators/facade-client';
import { TEST_CARDS } from '../stripe-stand-in/cards';
import { confirmCard, intentIdOf, sendBankTransfer } from '../stripe-stand-in/client';

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

/**
 * Has an offer's buyer choose bank transfer, then the stand-in's bank receive `share` of the amount
 * quoting its reference (0: nothing yet, 0.5: half, 1: all of it, which buys the offer once the
 * webhook follows): docs/payments.md "Bank transfers".
 */
export async function payByTransfer(buyerToken: string, offerId: string, share: number): Promise<void> {
  const transfer = await startBankTransfer(buyerToken, offerId);
  ensureOk('bank transfer', transfer);
  const cents = Math.floor(Number(transfer.body.amountCents) * share);
  if (cents > 0) ensureOk('money sent', await sendBankTransfer(String(transfer.body.reference), cents));
}
