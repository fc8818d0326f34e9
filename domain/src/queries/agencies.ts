import { MAX_OPEN_INVITATIONS } from '../agencies';
import { DASHBOARD_PAGE_SIZE, pageQuery, type PageRequest } from './paging';
import type { AgencyAgentsPath, CollectionQuery } from './query-spec';

/** Where an agency's agents are listed: `agencies/{uid}/agents`. */
export function agencyAgentsPath(agencyUid: string): AgencyAgentsPath {
  return `agencies/${agencyUid}/agents`;
}

/** One page of an agency's agents, the latest to join first. */
export function agencyAgentsPageQuery(agencyUid: string, request: PageRequest = {}, pageSize = DASHBOARD_PAGE_SIZE): CollectionQuery {
  return pageQuery(agencyAgentsPath(agencyUid), [], ['joinedAt', 'desc'], request, pageSize);
}

/** An agency's open invitations, newest first: all of them (at most MAX_OPEN_INVITATIONS are ever open). */
export function openInvitationsQuery(agencyUid: string): CollectionQuery {
  return {
    collection: 'agencyInvitations',
    spec: {
      where: [
        ['agencyUid', '==', agencyUid],
        ['status', '==', 'open'],
      ],
      orderBy: [['createdAt', 'desc']],
      limit: MAX_OPEN_INVITATIONS,
    },
  };
}
