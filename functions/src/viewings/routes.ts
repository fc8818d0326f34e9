import { Router, type Request, type Response } from 'express';
import { VIEWING_MESSAGES } from '@homehaven/domain/viewing-messages';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole, signedInCaller, type Caller } from '../http/caller';
import { toApiDoc } from '../http/documents';
import { API_MESSAGES } from '../http/api-messages';
import { refuse, route } from '../http/http-error';
import { docIdParam, parseBody } from '../http/parse';
import { changeViewing } from './change-viewing';
import { requestViewing } from './request-viewing';
import { viewingChangeSchema, newSlotSchema, viewingRequestSchema } from './schemas';
import { publishSlot, removeSlot } from './slots';
import { viewingRef } from './viewing-store';

/** A fraud user is told so; anyone else without the role by `otherwise`. */
const unlessFraud = (otherwise: string) => (caller: Caller) => (caller.role === 'fraud' ? VIEWING_MESSAGES.fraud : otherwise);

/** `POST /properties/{id}/viewing-slots` `{start, end, timeZone}`: the listing's agent publishes a slot. 201 `{id}`. */
async function postSlot(req: Request, res: Response): Promise<void> {
  const propertyId = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const { uid } = await callerInRole(req, ['agent'], unlessFraud(VIEWING_MESSAGES.agentOnly));
  const slot = parseBody(newSlotSchema, req);
  res.status(201).json({ id: await publishSlot(propertyId, uid, slot) });
}

/** `DELETE /properties/{id}/viewing-slots/{slotId}`: the listing's agent removes an open slot. `{deletedCount: 1}`. */
async function deleteSlot(req: Request, res: Response): Promise<void> {
  const propertyId = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const slotId = docIdParam(req, 'slotId', VIEWING_MESSAGES.slotGone);
  const { uid } = await callerInRole(req, ['agent'], unlessFraud(VIEWING_MESSAGES.agentOnly));
  await removeSlot(propertyId, slotId, uid);
  res.json({ deletedCount: 1 });
}

/** `POST /viewings` `{propertyId, slotId, note?}`: a buyer (role user) requests a slot. 201 `{id}`. */
async function postViewing(req: Request, res: Response): Promise<void> {
  const buyer = await callerInRole(req, ['user'], unlessFraud(VIEWING_MESSAGES.buyersOnly));
  const { propertyId, slotId, note } = parseBody(viewingRequestSchema, req);
  res.status(201).json({
    id: await requestViewing(buyer, { propertyId, slotId, note: note ?? '' }),
  });
}

/** `PATCH /viewings/{id}` `{action, reason?, slotId?}`: the agent confirms, declines or proposes; the buyer accepts or cancels. */
async function patchViewing(req: Request, res: Response): Promise<void> {
  const viewingId = docIdParam(req, 'id', VIEWING_MESSAGES.viewingNotFound);
  const caller = await signedInCaller(req);
  if (caller.role === 'fraud') refuse(403, VIEWING_MESSAGES.fraud);
  const change = parseBody(viewingChangeSchema, req);
  await changeViewing(caller, viewingId, change);
  res.json({ modifiedCount: 1 });
}

/** `GET /viewings/{id}`: the viewing, to its buyer and its agent only (404 to anyone else, as to an unknown id). */
async function getViewing(req: Request, res: Response): Promise<void> {
  const viewingId = docIdParam(req, 'id', VIEWING_MESSAGES.viewingNotFound);
  const caller = await signedInCaller(req);
  const snapshot = await viewingRef(viewingId).get();
  const data = snapshot.data();
  if (!data || (data.buyerUid !== caller.uid && data.agentUid !== caller.uid)) refuse(404, VIEWING_MESSAGES.viewingNotFound);
  res.json(toApiDoc(snapshot));
}

/** Viewings: slots published by agents, requests and their changes (docs/facade.md "Viewings"). */
export const viewingRoutes = Router();

viewingRoutes.post('/properties/:id/viewing-slots', requireSignedIn, route('viewing-slot-publish', postSlot, VIEWING_MESSAGES.slotFailed));
viewingRoutes.delete('/properties/:id/viewing-slots/:slotId', requireSignedIn, route('viewing-slot-remove', deleteSlot, VIEWING_MESSAGES.slotFailed));
viewingRoutes.post('/viewings', requireSignedIn, route('viewing-request', postViewing, VIEWING_MESSAGES.requestFailed));
viewingRoutes.patch('/viewings/:id', requireSignedIn, route('viewing-change', patchViewing, VIEWING_MESSAGES.changeFailed));
viewingRoutes.get('/viewings/:id', requireSignedIn, route('viewing-read', getViewing));
