import { FieldValue } from 'firebase-admin/firestore';
import type { EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { publishSlot } from '../../../tools/emulators/viewing-client';
import { db } from '../payments/support/world';

/** A time `days` days (and `hours` hours) from now, on a whole minute. */
export function daysAhead(days: number, hours = 0): Date {
  const at = new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
  at.setUTCSeconds(0, 0);
  return at;
}

/** Publishes slots on the agent's listing, at the given times or days ahead; answers their ids. */
export async function slotsOn(agent: EmulatorAccount, propertyId: string, days: readonly (number | Date)[]): Promise<string[]> {
  const answers = await Promise.all(days.map((day) => publishSlot(agent.idToken, propertyId, typeof day === 'number' ? daysAhead(day) : day)));
  return answers.map((answer) => {
    if (answer.status !== 201) throw new Error(`slot not published: ${answer.status} ${JSON.stringify(answer.body)}`);
    return String(answer.body.id);
  });
}

/** Everything a viewing change may write for a listing and its people: slots, viewings, notifications, mail. */
export async function stateOf(propertyId: string, people: readonly EmulatorAccount[]): Promise<string> {
  const [slots, viewings, ...notices] = await Promise.all([
    db.collection(`properties/${propertyId}/viewingSlots`).get(),
    db.collection('viewings').where('propertyId', '==', propertyId).get(),
    ...people.map((person) => db.collection('notifications').where('userUid', '==', person.uid).get()),
    ...people.map((person) => db.collection('mail').where('to', '==', person.email).get()),
  ]);
  const docs = [slots, viewings, ...notices].flatMap((snapshot) => snapshot.docs.map((doc) => `${doc.ref.path}=${JSON.stringify(doc.data())}`));
  return docs.sort().join('\n');
}

/** Sets a listing's fields (sold, withdrawn, status) as the functions would. */
export async function setListing(propertyId: string, fields: Record<string, unknown>): Promise<void> {
  await db.doc(`properties/${propertyId}`).update(fields);
}

/** A sale's fields. */
export const SOLD = {
  soldAt: FieldValue.serverTimestamp(),
  soldOfferId: 'offer-x',
};
