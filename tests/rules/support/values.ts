import { Timestamp, serverTimestamp, type DocumentData } from 'firebase/firestore';
import type { DocData, FieldValue } from '../matrix/types';

/** Whether a plain value stands for the request time. */
function isRequestTime(value: FieldValue): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && '$requestTime' in value;
}

/** Turns a case's plain value into what the Firestore SDK writes or compares. */
export function toFirestore(value: FieldValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: FieldValue) => toFirestore(item));
  if (isRequestTime(value)) return serverTimestamp();
  if ('$at' in value && typeof value.$at === 'string') return Timestamp.fromDate(new Date(value.$at));
  return toFirestoreDoc(value as DocData);
}

/** Turns a case's document into Firestore data. */
export function toFirestoreDoc(data: DocData): DocumentData {
  return Object.fromEntries(Object.entries(data).map(([field, value]) => [field, toFirestore(value)]));
}
