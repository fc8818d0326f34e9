import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { ONE_OFF_PRICES, oneOffCentsOf, type OneOffKind } from '@homehaven/domain/one-off-prices';
import { db } from '../firestore/db';

/** `oneOffPrices/{kind}`: what a one-off payment costs now (docs/plans.md "Paid submissions"). */
export function oneOffPriceRef(kind: OneOffKind): DocumentReference {
  return db.collection(ONE_OFF_PRICES).doc(kind);
}

/** The price of `kind` in cents, read on the server: the admins' or, until they set one, the default. */
export async function oneOffCents(kind: OneOffKind): Promise<number> {
  return oneOffCentsOf(kind, (await oneOffPriceRef(kind).get()).data());
}

/** Sets the price of `kind` (admins, `PUT /one-off-prices/{kind}`): payments started from now cost it; those already paid keep theirs. */
export async function setOneOffCents(kind: OneOffKind, amountCents: number): Promise<void> {
  await oneOffPriceRef(kind).set({ amountCents, updatedAt: FieldValue.serverTimestamp() });
}
