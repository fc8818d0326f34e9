import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase/firestore';
import type { AgencyAgentDoc, InvitationDoc } from '@homehaven/domain/agencies';
import { agencyAgentsPageQuery, openInvitationsQuery } from '@homehaven/domain/queries/agencies';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import { toInstant } from '../../../lib/firebase/documents';
import { useLiveQuery } from '../../../lib/firebase/use-live-query';
import { usePagedQuery } from '../../../lib/firebase/use-paged-query';
import type { PageView } from '../../../lib/page-url';

/** An open invitation as the agency's page shows it (never its secret's hash). */
export interface OpenInvitation {
  id: string;
  email: string;
  expiresAt: InstantValue;
}
/** One of the agency's agents. */
export type AgencyAgent = AgencyAgentDoc<InstantValue> & { id: string };

const toInvitation = (snapshot: QueryDocumentSnapshot): OpenInvitation => {
  const data = snapshot.data() as InvitationDoc;
  return { id: snapshot.id, email: data.email, expiresAt: toInstant(data.expiresAt) };
};
/** An agent's entry as the agency's screens show it. */
export const toAgent = (snapshot: DocumentSnapshot): AgencyAgent => {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as AgencyAgentDoc;
  return { id: snapshot.id, name: data.name, image: data.image, joinedAt: toInstant(data.joinedAt) };
};

/** The agency's open invitations, live (one sent, accepted or withdrawn shows at once). */
export function useOpenInvitations(agencyUid: string | null) {
  return useLiveQuery(agencyUid ? openInvitationsQuery(agencyUid) : null, (snapshot) => snapshot.docs.map(toInvitation));
}

/** A page of the agency's agents, the latest to join first, live. */
export function useAgencyAgents(agencyUid: string | null, view: PageView) {
  return usePagedQuery(agencyUid ? agencyAgentsPageQuery(agencyUid, view) : null, view, DASHBOARD_PAGE_SIZE, toAgent, (agent) => ({ value: agent.joinedAt, id: agent.id }));
}
