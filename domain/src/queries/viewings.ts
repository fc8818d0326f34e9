import { VIEWING_LIMITS } from '../viewing-limits';
import { OPEN_VIEWING_STATUSES } from '../viewings';
import { pageQuery, type PageRequest } from './paging';
import type { CollectionQuery, InstantValue, ViewingSlotsPath } from './query-spec';

/** Viewings shown per page of the dashboard's Viewings lists. */
export const VIEWINGS_PAGE_SIZE = 10;

/** The collection of a listing's viewing slots. */
export function viewingSlotsPath(propertyId: string): ViewingSlotsPath {
  return `properties/${propertyId}/viewingSlots`;
}

/**
 * A listing's slots from `now` on, soonest first: at most as many as a listing may hold (the details
 * page shows the open ones, the agent's page all). Whoever may read the listing may read them.
 */
export function upcomingSlotsQuery(propertyId: string, now: InstantValue): CollectionQuery {
  return {
    collection: viewingSlotsPath(propertyId),
    spec: {
      orderBy: [['start', 'asc']],
      startAfter: [now],
      limit: VIEWING_LIMITS.slotsPerListing,
    },
  };
}

/** Which side of viewings a list shows: the buyer's own, or the agent's listings'. */
export type ViewingSide = 'buyer' | 'agent';
/** Upcoming (starting from now, soonest first) or past (started before now, latest first). */
export type ViewingWhen = 'upcoming' | 'past';

/** A page of a person's viewings on one side, upcoming or past. */
export function viewingsPageQuery(side: ViewingSide, uid: string, when: ViewingWhen, now: InstantValue, request: PageRequest = {}): CollectionQuery {
  const field = side === 'buyer' ? 'buyerUid' : 'agentUid';
  const upcoming = when === 'upcoming';
  return pageQuery(
    'viewings',
    [
      [field, '==', uid],
      ['start', upcoming ? '>=' : '<=', now],
    ],
    ['start', upcoming ? 'asc' : 'desc'],
    request,
    VIEWINGS_PAGE_SIZE,
  );
}

/** The buyer's open viewing of a listing, if any (the details page shows it instead of the form). */
export function openViewingQuery(buyerUid: string, propertyId: string): CollectionQuery {
  return {
    collection: 'viewings',
    spec: {
      where: [
        ['buyerUid', '==', buyerUid],
        ['propertyId', '==', propertyId],
        ['status', 'in', [...OPEN_VIEWING_STATUSES]],
      ],
      limit: 1,
    },
  };
}
