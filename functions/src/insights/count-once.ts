import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../firestore/db';
import { counterFields, sumPerDocument, type Increment } from './increments';

/** How long a counted event's mark is kept: far longer than any redelivery (a TTL policy on expireAt removes it). */
const MARK_KEPT_MS = 30 * 86_400_000;

/** What counting an event did. */
export type CountOutcome = 'counted' | 'already-counted' | 'nothing';

/** `insightEvents`: one mark per counted trigger event (functions only: no match block in the rules). */
export const insightEvents = db.collection('insightEvents');

/**
 * Applies an event's increments exactly once (`subject`: the id of the document the event is about,
 * kept on the mark for tracing): one batch creates the event's mark and adds the
 * increments, so a redelivered event (triggers are at-least-once) fails on the existing mark and
 * changes nothing. Blind increments, no reads: busy counters never contend in a transaction.
 */
export async function countOnce(kind: string, eventId: string, subject: string, increments: readonly Increment[]): Promise<CountOutcome> {
  const documents = sumPerDocument(increments);
  if (documents.size === 0) return 'nothing';
  const batch = db.batch();
  batch.create(insightEvents.doc(`${kind}_${eventId}`), { kind, subject, countedAt: FieldValue.serverTimestamp(), expireAt: Timestamp.fromMillis(Date.now() + MARK_KEPT_MS) });
  for (const [path, fields] of documents) {
    batch.set(db.doc(path), { ...counterFields(path, fields, (by) => FieldValue.increment(by)), updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  }
  try {
    await batch.commit();
    return 'counted';
  } catch (error) {
    // ALREADY_EXISTS: this event was counted by an earlier delivery.
    if ((error as { code?: unknown }).code === 6) return 'already-counted';
    throw error;
  }
}
