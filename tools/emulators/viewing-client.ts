// The viewings paths of the HTTPS facade (docs/facade.md "Viewings"), as the web app calls them; shared by the seed and the tests.
import { callApi, type ApiAnswer } from './facade-client';

/** `POST /properties/{id}/viewing-slots`: a slot from `start`, `minutes` long, published in `timeZone`. */
export function publishSlot(token: string, propertyId: string, start: Date, minutes = 30, timeZone = 'America/New_York'): Promise<ApiAnswer> {
  const end = new Date(start.getTime() + minutes * 60_000);
  return callApi('POST', `/properties/${propertyId}/viewing-slots`, token, {
    start: start.toISOString(),
    end: end.toISOString(),
    timeZone,
  });
}

/** `DELETE /properties/{id}/viewing-slots/{slotId}`. */
export function removeSlot(token: string, propertyId: string, slotId: string): Promise<ApiAnswer> {
  return callApi('DELETE', `/properties/${propertyId}/viewing-slots/${slotId}`, token);
}

/** `POST /viewings`: a buyer requests a slot. */
export function requestViewing(token: string, propertyId: string, slotId: string, note?: string): Promise<ApiAnswer> {
  return callApi('POST', '/viewings', token, {
    propertyId,
    slotId,
    ...(note === undefined ? {} : { note }),
  });
}

/** `PATCH /viewings/{id}`: confirm, decline (reason), propose (slotId), accept or cancel. */
export function changeViewing(token: string, viewingId: string, change: { action: string; reason?: string; slotId?: string }): Promise<ApiAnswer> {
  return callApi('PATCH', `/viewings/${viewingId}`, token, change);
}
