import { FieldPath, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { DOCUMENT_ID, type CollectionQuery, type QueryValue } from '@homehaven/domain/queries/query-spec';

/** A plain query value as the Admin SDK compares it (instants become Timestamps). */
function toAdminValue(value: QueryValue): unknown {
  if (value !== null && typeof value === 'object') return new Timestamp(value.$seconds, value.$nanos);
  return value;
}

/**
 * The Admin SDK query a plain query describes (domain/src/queries): the functions' counterpart of the
 * web app's web/src/lib/firebase/build-query.ts, so a list the facade answers is the very query the
 * web app runs (and the rules suite checks against firestore.rules and the indexes).
 */
export function buildQuery(db: Firestore, { collection, spec }: CollectionQuery): Query {
  let query: Query = db.collection(collection);
  for (const [field, op, value] of spec.where ?? []) {
    query = query.where(field, op, Array.isArray(value) ? value.map(toAdminValue) : toAdminValue(value as QueryValue));
  }
  for (const [field, direction] of spec.orderBy ?? []) query = query.orderBy(field === DOCUMENT_ID ? FieldPath.documentId() : field, direction);
  if (spec.startAfter) query = query.startAfter(...spec.startAfter.map(toAdminValue));
  if (spec.endBefore) query = query.endBefore(...spec.endBefore.map(toAdminValue));
  if (spec.limit !== undefined) query = query.limit(spec.limit);
  if (spec.limitToLast !== undefined) query = query.limitToLast(spec.limitToLast);
  return query;
}
