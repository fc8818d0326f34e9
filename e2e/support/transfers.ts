// Paying an offer by bank transfer from outside the browser (docs/payments.md "Bank transfers"): the
// buyer asking for the details through the facade, and money arriving at the Stripe stand-in's bank
// quoting the reference, as a person sends it by hand.
import { startBankTransfer } from '../../tools/emulators/facade-client';
import { sendBankTransfer } from '../../tools/stripe-stand-in/client';
import type { TestUser } from './emulators';
import { readFixture } from './firestore-rest';
import { idTokenOf } from './offers';

/** The buyer chooses bank transfer for their offer through the facade, as the payment page's button does; answers the reference to quote. */
export async function startTransferAs(buyer: TestUser, offerId: string): Promise<string> {
  const answer = await startBankTransfer(await idTokenOf(buyer), offerId);
  if (answer.status !== 200) throw new Error(`the bank transfer did not start (${answer.status}): ${JSON.stringify(answer.body)}`);
  return String(answer.body.reference);
}

/** Money arriving at the stand-in's bank quoting `reference` (`POST /_stand-in/bank-transfers`), in cents. */
export async function sendMoney(reference: string, cents: number): Promise<void> {
  const answer = await sendBankTransfer(reference, cents);
  if (answer.status !== 200) throw new Error(`the stand-in's bank refused ${cents} cents quoting ${reference} (${answer.status}): ${JSON.stringify(answer.body)}`);
}

/** The offer's stored transfer, field by field as the REST API gives them (`reference.stringValue`, ...), or undefined. */
export async function storedTransfer(offerId: string): Promise<Record<string, Record<string, unknown>> | undefined> {
  const offer = await readFixture(`offers/${offerId}`);
  return (offer?.fields.transfer?.mapValue as { fields?: Record<string, Record<string, unknown>> } | undefined)?.fields;
}
