import { DASHBOARD_PAGE_SIZE, pageQuery, type PageRequest } from './paging';
import type { ApplicationDecisionsPath, CollectionQuery } from './query-spec';

/** One page of the admins' Approvals queue: applications waiting for a decision, the longest-waiting first. */
export function pendingApplicationsPageQuery(request: PageRequest = {}, pageSize = DASHBOARD_PAGE_SIZE): CollectionQuery {
  return pageQuery('applications', [['status', '==', 'pending']], ['submittedAt', 'asc'], request, pageSize);
}

/** Where an application's decisions are kept: `applications/{uid}/decisions`. */
export function applicationDecisionsPath(uid: string): ApplicationDecisionsPath {
  return `applications/${uid}/decisions`;
}

/** An application's decisions, newest first (the applicant and admins; at most `limit`). */
export function applicationDecisionsQuery(uid: string, limit = 20): CollectionQuery {
  return { collection: applicationDecisionsPath(uid), spec: { orderBy: [['at', 'desc']], limit } };
}
