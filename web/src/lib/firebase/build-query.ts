import { collection, documentId, endBefore, limit, limitToLast, orderBy, query, startAfter, Timestamp, where, type Firestore, type Query, type QueryConstraint } from 'firebase/firestore';
import { DOCUMENT_ID, type CollectionQuery, type QueryValue } from '@homehaven/domain/queries/query-spec';

/** A plain query value as the SDK compares it (instants become Timestamps). */
function toSdkValue(value: QueryValue): unknown {
  if (value !== null && typeof value === 'object') return new Timestamp(value.$seconds, value.$nanos);
  return value;
}

/**
 * The SDK query a plain query describes (domain/src/queries). The one place that turns the app's
 * declared queries into Firestore calls; the rules suite builds its queries with it too.
 */
export function buildQuery(db: Firestore, { collection: name, spec }: CollectionQuery): Query {
  const constraints: QueryConstraint[] = [
    ...(spec.where ?? []).map(([field, op, value]) => where(field, op, Array.isArray(value) ? value.map(toSdkValue) : toSdkValue(value as QueryValue))),
    ...(spec.orderBy ?? []).map(([field, direction]) => orderBy(field === DOCUMENT_ID ? documentId() : field, direction)),
  ];
  if (spec.startAfter) constraints.push(startAfter(...spec.startAfter.map(toSdkValue)));
  if (spec.endBefore) constraints.push(endBefore(...spec.endBefore.map(toSdkValue)));
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  if (spec.limitToLast !== undefined) constraints.push(limitToLast(spec.limitToLast));
  return query(collection(db, name), ...constraints);
}
