import type { ApplicationOutcome } from '@homehaven/domain/applications';
import { apiFetch } from '../../../lib/api-client';

/** Sends an admin's decision on an application to the facade (docs/facade.md "Paths"), which applies it and tells the applicant. */
export async function decideApplication(uid: string, outcome: ApplicationOutcome, reason = ''): Promise<void> {
  await apiFetch(`/applications/${encodeURIComponent(uid)}/decision`, { method: 'POST', body: JSON.stringify({ outcome, reason }) });
}
