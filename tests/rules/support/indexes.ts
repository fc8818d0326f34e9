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

/** Filters an index serves as equalities: `in` is a set of equalities, so its field leads the index like `==`'s. */
const EQUALITY_OPS: readonly string[] = ['==', 'in'];
/** Range filters: Firestore orders results by every range field, so each is an ordered field of the index. */
const RANGE_OPS: readonly string[] = ['>=', '<='];

/**
 * The composite index a query needs, or null when single-field indexes serve it (no ordering, or one
 * equality on the ordered field, or equalities alone, which Firestore merges). Equality fields (`==`,
 * `in`) come first, then the array-contains field, then the orderBy fields in order. Range fields
 * (`>=`, `<=`) are in the index through the order: Firestore requires every range field in it, so a
 * range field the query does not order by is ordered after the query's orders, by name, in the
 * direction of the last one (before the document id), as Firestore adds it.
 */
export function requiredIndex(collection: CollectionName, spec: QuerySpec): IndexNeed | null {
  const where = spec.where ?? [];
  const equalities = where.filter(([, op]) => EQUALITY_OPS.includes(op)).map(([field]) => field);
  const contains = where.filter(([, op]) => op === 'array-contains').map(([field]) => field);
  const ranges = [...new Set(where.filter(([, op]) => RANGE_OPS.includes(op)).map(([field]) => field))];
  const orders = (spec.orderBy ?? []).filter(([field]) => !equalities.includes(field));
  const byId = orders.at(-1)?.[0] === DOCUMENT_ID ? orders.pop() : undefined;
  const direction = orders.at(-1)?.[1] ?? 'asc';
  const unordered = ranges.filter((field) => !orders.some(([ordered]) => ordered === field)).sort();
  orders.push(...unordered.map((field) => [field, direction] as const));
  // The document id as last order, in the direction of the order before it, is part of every index.
  if (byId && orders.length > 0 && orders[orders.length - 1]?.[1] !== byId[1]) orders.push(byId);
  const filterCount = equalities.length + contains.length + ranges.length;
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
