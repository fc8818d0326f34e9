import { apiFetch } from '../../../lib/api-client';

/** The facade's agency paths (docs/facade.md "Agencies"): the agency invites, withdraws and removes. */
export async function inviteAgent(email: string): Promise<void> {
  await apiFetch('/agency/invitations', { method: 'POST', body: JSON.stringify({ email }) });
}

export async function revokeInvitation(id: string): Promise<void> {
  await apiFetch(`/agency/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function removeAgent(uid: string): Promise<void> {
  await apiFetch(`/agency/agents/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}
