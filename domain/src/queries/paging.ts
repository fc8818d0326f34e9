import { DOCUMENT_ID, type CollectionName, type CollectionQuery, type QuerySpec, type QueryValue } from './query-spec';

/**
 * Where a page starts or ends: the value of the field the list is ordered by, the values of any
 * further order fields (`then`: a filtered list of listings orders by its range fields too), and a
 * document id.
 */
export interface PageCursor {
  readonly value: QueryValue;
  readonly then?: readonly QueryValue[];
  readonly id: string;
}

/** Which page of a list: the one after a cursor (Next), the one before it (Previous), or the first. */
export interface PageRequest {
  readonly after?: PageCursor;
  readonly before?: PageCursor;
}

/** Items per page of a dashboard list (wishlist, offers, reviews, listings of an agent or admin). */
export const DASHBOARD_PAGE_SIZE = 12;

/** The values of a cursor, in the order of the query's orderBy. */
function cursorValues(cursor: PageCursor): QueryValue[] {
  return [cursor.value, ...(cursor.then ?? []), cursor.id];
}

/**
 * One page of a list ordered by one field, then by `thenBy` fields in the same direction (the range
 * fields of a filtered query, which Firestore requires in the order), then by the document id (ties,
 * so cursors are exact). It asks for one document beyond the page, which only tells whether a further
 * page exists; going back it reads from the end, before the cursor.
 */
export function pageQuery(
  collection: CollectionName,
  where: NonNullable<QuerySpec['where']>,
  [field, direction]: readonly [string, 'asc' | 'desc'],
  request: PageRequest,
  pageSize: number,
  thenBy: readonly string[] = [],
): CollectionQuery {
  const orderBy = [[field, direction], ...thenBy.map((then) => [then, direction] as const), [DOCUMENT_ID, direction]] as const;
  const base = { where, orderBy } satisfies QuerySpec;
  const spec: QuerySpec = request.before
    ? { ...base, endBefore: cursorValues(request.before), limitToLast: pageSize + 1 }
    : { ...base, ...(request.after ? { startAfter: cursorValues(request.after) } : {}), limit: pageSize + 1 };
  return { collection, spec };
}

/** One page of documents whose `field` equals `owner`, newest first: a person's own list. */
export function ownNewestPage(collection: CollectionName, field: string, owner: string, request: PageRequest, pageSize = DASHBOARD_PAGE_SIZE): CollectionQuery {
  return pageQuery(collection, [[field, '==', owner]], ['createdAt', 'desc'], request, pageSize);
}
