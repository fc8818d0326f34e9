import { DOCUMENT_ID, type CollectionName, type CollectionQuery, type QuerySpec, type QueryValue } from './query-spec';

/** Where a page starts or ends: the value of the field the list is ordered by, and a document id. */
export interface PageCursor {
  readonly value: QueryValue;
  readonly id: string;
}

/** Which page of a list: the one after a cursor (Next), the one before it (Previous), or the first. */
export interface PageRequest {
  readonly after?: PageCursor;
  readonly before?: PageCursor;
}

/** Items per page of a dashboard list (wishlist, offers, reviews, listings of an agent or admin). */
export const DASHBOARD_PAGE_SIZE = 12;

/**
 * One page of a list ordered by one field (the document id breaks ties, in the same direction, so
 * cursors are exact). It asks for one document beyond the page, which only tells whether a further
 * page exists; going back it reads from the end, before the cursor.
 */
export function pageQuery(
  collection: CollectionName,
  where: NonNullable<QuerySpec['where']>,
  [field, direction]: readonly [string, 'asc' | 'desc'],
  request: PageRequest,
  pageSize: number,
): CollectionQuery {
  const base = { where, orderBy: [[field, direction], [DOCUMENT_ID, direction]] } satisfies QuerySpec;
  const spec: QuerySpec = request.before
    ? { ...base, endBefore: [request.before.value, request.before.id], limitToLast: pageSize + 1 }
    : { ...base, ...(request.after ? { startAfter: [request.after.value, request.after.id] } : {}), limit: pageSize + 1 };
  return { collection, spec };
}

/** One page of documents whose `field` equals `owner`, newest first: a person's own list. */
export function ownNewestPage(collection: CollectionName, field: string, owner: string, request: PageRequest, pageSize = DASHBOARD_PAGE_SIZE): CollectionQuery {
  return pageQuery(collection, [[field, '==', owner]], ['createdAt', 'desc'], request, pageSize);
}
