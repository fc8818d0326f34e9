import { useEffect, useState } from 'react';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { apiFetch } from '../../../lib/api-client';
import { messageOf } from '../../../lib/errors';

/** What the invitation's page knows of it (the facade reads it with the link's secret). */
export interface InvitationView {
  agencyName: string;
  email: string;
  status: 'open' | 'accepted' | 'revoked' | 'expired';
}

export type InvitationState = { status: 'loading' } | { status: 'invalid'; message: string } | { status: 'found'; invitation: InvitationView };

/** The link's `?invitation=` and `?token=`, or null when either is missing. */
export function linkOf(search: string): { id: string; token: string } | null {
  const params = new URLSearchParams(search);
  const id = params.get('invitation');
  const token = params.get('token');
  return id && token ? { id, token } : null;
}

const pathOf = (id: string) => `/agency/invitations/${encodeURIComponent(id)}`;

/** Reads the invitation a link names once: the agency, the address it is for, whether it still works. */
export function useInvitation(link: { id: string; token: string } | null): InvitationState {
  const [state, setState] = useState<InvitationState>(link ? { status: 'loading' } : { status: 'invalid', message: M.invitationInvalid });
  const id = link?.id;
  const token = link?.token;
  useEffect(() => {
    if (!id || !token) return undefined;
    let current = true;
    apiFetch<InvitationView>(`${pathOf(id)}?token=${encodeURIComponent(token)}`)
      .then((invitation) => current && setState({ status: 'found', invitation }))
      .catch((error: unknown) => current && setState({ status: 'invalid', message: messageOf(error, M.invitationInvalid) }));
    return () => {
      current = false;
    };
  }, [id, token]);
  return state;
}

/** Accepts the invitation as the signed-in person; rejects with the facade's reason. */
export async function acceptInvitation(link: { id: string; token: string }): Promise<void> {
  await apiFetch(`${pathOf(link.id)}/accept`, { method: 'POST', body: JSON.stringify({ token: link.token }) });
}
