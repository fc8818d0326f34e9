import { agencyAgentsPath } from '@homehaven/domain/queries/agencies';
import { agentListingsPageQuery, agentOffersPageQuery } from '@homehaven/domain/queries/agent';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { toListing, toOffer } from '../../../lib/firebase/documents';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';
import { newestCursor, usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';
import { toAgent } from './use-agency';

/**
 * One of the agency's agents, live: null when they are not (or no longer) in it, so a removal shows at
 * once. The rules let the agency read an agent's listings and offers only while this entry exists.
 */
export function useTeamMember(agencyUid: string | null, agentUid: string) {
  // Without an agency, the id is null and nothing is read.
  return useLiveDocument(agencyAgentsPath(agencyUid ?? ''), agencyUid ? agentUid : null, toAgent);
}

/** A page of an agent's listings in every status, newest first, live (the agent's own My Added Properties query). */
export function useAgentListings(agentUid: string | null, view: PageView) {
  return usePagedQuery(agentUid ? agentListingsPageQuery(agentUid, view) : null, view, DASHBOARD_PAGE_SIZE, toListing, newestCursor);
}

/** A page of the offers on an agent's listings, newest first, live (the agent's own Requested query). */
export function useAgentOffers(agentUid: string | null, view: PageView) {
  return usePagedQuery(agentUid ? agentOffersPageQuery(agentUid, view) : null, view, DASHBOARD_PAGE_SIZE, toOffer, newestCursor);
}
