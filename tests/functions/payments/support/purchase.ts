import { expect } from 'vitest';
import type { EmulatorAccount } from '../../../../tools/emulators/auth-rest';
import { TEST_CARDS } from '../../../../tools/stripe-stand-in/cards';
import { reportSuccess, requestSecret } from '../../../../tools/emulators/facade-client';
import { confirmCard, intentIdOf } from '../../../../tools/stripe-stand-in/client';

/** The whole purchase as the payment page makes it: secret, card confirm, success report. Answers the intent id. */
export async function payOffer(buyer: EmulatorAccount, offerId: string): Promise<string> {
  const secret = await requestSecret(buyer.idToken, offerId);
  expect(secret.status).toBe(200);
  const clientSecret = secret.body.clientSecret as string;
  expect((await confirmCard(clientSecret, TEST_CARDS.succeeds)).status).toBe(200);
  const success = await reportSuccess(buyer.idToken, offerId, intentIdOf(clientSecret));
  expect(success.status).toBe(200);
  return intentIdOf(clientSecret);
}
