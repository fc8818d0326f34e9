import type { QueryDocumentSnapshot } from 'firebase/firestore';
import type { PageCursor, PageRequest } from '@homehaven/domain/queries/paging';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import { useLiveQuery } from './use-live-query';

/** One page of a list, and where the pages before and after it start. */
export interface Page<T> {
  items: T[];
  /** Cursor of the page's last item when another page follows, else null. */
  next: PageCursor | null;
  /** Cursor of the page's first item when a page precedes it, else null. */
  previous: PageCursor | null;
}

/**
 * The page within what a page query (domain `pageQuery`) returned: it reads one item beyond the page,
 * first when going back, last when going forward, only to know whether a further page exists.
 */
export function slicePage<T>(all: T[], request: PageRequest, pageSize: number, cursorOf: (item: T) => PageCursor): Page<T> {
  const more = all.length > pageSize;
  const backwards = request.before !== undefined;
  const items = more ? (backwards ? all.slice(1) : all.slice(0, pageSize)) : all;
  const first = items[0];
  const last = items[items.length - 1];
  const hasNext = backwards ? true : more;
  const hasPrevious = backwards ? more : request.after !== undefined;
  return {
    items,
    next: hasNext && last ? cursorOf(last) : null,
    previous: hasPrevious && first ? cursorOf(first) : null,
  };
}

/** Reads a newest-first list's cursor from an item: its creation instant and id. */
export function newestCursor(item: { id: string; createdAt: PageCursor['value'] }): PageCursor {
  return { value: item.createdAt, id: item.id };
}

/**
 * One page of a declared page query, live: what another person changes shows without a reload.
 * `null` reads nothing (no signed-in user yet).
 */
export function usePagedQuery<T>(query: CollectionQuery | null, request: PageRequest, pageSize: number, read: (doc: QueryDocumentSnapshot) => T, cursorOf: (item: T) => PageCursor) {
  return useLiveQuery(query, (snapshot): Page<T> => slicePage(snapshot.docs.map(read), request, pageSize, cursorOf));
}
