import { readFileSync } from 'node:fs';
import { ROOT } from '../../../tools/emulators/config';
import { DOCUMENT_ID } from '../../../domain/src/queries/query-spec';
import type { CollectionName, QuerySpec } from '../matrix/types';

/** One field of a composite index, as firestore.indexes.json writes it. */
export interface IndexField {
  readonly fieldPath: string;
  readonly order?: 'ASCENDING' | 'DESCENDING';
  readonly arrayConfig?: 'CONTAINS';
}
/** One composite index. */
export interface CompositeIndex {
  readonly collectionGroup: string;
  readonly queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  readonly fields: readonly IndexField[];
}

/** The composite indexes declared in firestore.indexes.json. */
export function declaredIndexes(): readonly CompositeIndex[] {
  return (JSON.parse(readFileSync(`${ROOT}firestore.indexes.json`, 'utf8')) as { indexes: CompositeIndex[] }).indexes;
}

/** What a query needs from a composite index: equality fields (any order), then the rest in order. */
export interface IndexNeed {
  readonly collection: CollectionName;
  readonly equalities: readonly string[];
  readonly tail: readonly IndexField[];
}

/**
 * The composite index a query needs, or null when single-field indexes serve it (no ordering, or one
 * equality on the ordered field, or equalities alone, which Firestore merges). Equality fields come
 * first, then the array-contains field, then the orderBy fields in order.
 */
export function requiredIndex(collection: CollectionName, spec: QuerySpec): IndexNeed | null {
  const equalities = (spec.where ?? []).filter(([, op]) => op === '==').map(([field]) => field);
  const contains = (spec.where ?? []).filter(([, op]) => op === 'array-contains').map(([field]) => field);
  const orders = (spec.orderBy ?? []).filter(([field]) => !equalities.includes(field));
  // The document id as last order, in the direction of the order before it, is part of every index.
  const last = orders[orders.length - 1];
  const before = orders[orders.length - 2];
  if (last && last[0] === DOCUMENT_ID && (!before || before[1] === last[1])) orders.pop();
  const filterCount = equalities.length + contains.length;
  const needed = orders.length > 1 || (orders.length === 1 && filterCount > 0) || (contains.length > 0 && equalities.length > 0);
  if (!needed) return null;
  return {
    collection,
    equalities,
    tail: [
      ...contains.map((fieldPath): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' })),
      ...orders.map(([fieldPath, direction]): IndexField => ({ fieldPath, order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING' })),
    ],
  };
}

/** Whether a declared index serves a query's need. */
export function serves(declared: CompositeIndex, need: IndexNeed): boolean {
  const count = need.equalities.length;
  const key = (field: IndexField): string => `${field.fieldPath}:${field.order ?? field.arrayConfig ?? ''}`;
  const leading = declared.fields.slice(0, count);
  return (
    declared.collectionGroup === need.collection &&
    declared.queryScope === 'COLLECTION' &&
    declared.fields.length === count + need.tail.length &&
    leading.every((field) => field.order === 'ASCENDING' && need.equalities.includes(field.fieldPath)) &&
    new Set(leading.map((field) => field.fieldPath)).size === count &&
    declared.fields.slice(count).map(key).join('|') === need.tail.map(key).join('|')
  );
}
