import type { ViewingAction } from '@homehaven/domain/viewings';
import { apiFetch } from '../api-client';

/** The viewings paths of the facade (docs/facade.md "Viewings"): every write of the feature goes through them. */

/** `POST /properties/{id}/viewing-slots`: the agent publishes a slot. */
export function publishSlot(propertyId: string, slot: { start: Date; end: Date; timeZone: string }): Promise<{ id: string }> {
  return apiFetch(`/properties/${encodeURIComponent(propertyId)}/viewing-slots`, {
    method: 'POST',
    body: JSON.stringify({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      timeZone: slot.timeZone,
    }),
  });
}

/** `DELETE /properties/{id}/viewing-slots/{slotId}`. */
export function removeSlot(propertyId: string, slotId: string): Promise<unknown> {
  return apiFetch(`/properties/${encodeURIComponent(propertyId)}/viewing-slots/${encodeURIComponent(slotId)}`, { method: 'DELETE' });
}

/** `POST /viewings`: the buyer requests a slot. */
export function requestViewing(propertyId: string, slotId: string, note: string): Promise<{ id: string }> {
  return apiFetch('/viewings', {
    method: 'POST',
    body: JSON.stringify({ propertyId, slotId, note }),
  });
}

/** `PATCH /viewings/{id}`. */
export function changeViewing(viewingId: string, change: { action: ViewingAction; reason?: string; slotId?: string }): Promise<unknown> {
  return apiFetch(`/viewings/${encodeURIComponent(viewingId)}`, {
    method: 'PATCH',
    body: JSON.stringify(change),
  });
}
