import type { DocumentSnapshot } from 'firebase/firestore';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import type { ViewingDoc, ViewingSlotDoc } from '@homehaven/domain/viewings';
import { instantToDate, toInstant } from '../firebase/documents';

/** A viewing as the screens use it. */
export type AppViewing = ViewingDoc<InstantValue> & { id: string };
/** A slot as the screens use it. */
export type AppSlot = ViewingSlotDoc<InstantValue> & { id: string };

/** The times every viewing and slot document holds, as instants. */
function timesFrom(data: { start: unknown; end: unknown; createdAt: unknown }) {
  return { start: toInstant(data.start), end: toInstant(data.end), createdAt: toInstant(data.createdAt) };
}

/** A viewing from its document (written by the facade). */
export function toViewing(snapshot: DocumentSnapshot): AppViewing {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as ViewingDoc;
  return { ...data, id: snapshot.id, ...timesFrom(data), updatedAt: toInstant(data.updatedAt) };
}

/** A slot from its document. */
export function toSlot(snapshot: DocumentSnapshot): AppSlot {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as ViewingSlotDoc;
  return { ...data, id: snapshot.id, ...timesFrom(data) };
}

/** A date's instant, for queries that start "now". */
export function instantOf(date: Date): InstantValue {
  const millis = date.getTime();
  return {
    $seconds: Math.floor(millis / 1000),
    $nanos: (millis % 1000) * 1_000_000,
  };
}

/** Start and end of a viewing or slot as Dates. */
export function timesOf(item: { start: InstantValue; end: InstantValue }): {
  start: Date;
  end: Date;
} {
  return { start: instantToDate(item.start), end: instantToDate(item.end) };
}
