import { Router, type Request, type Response } from 'express';
import { PAUSE_MESSAGES } from '@homehaven/domain/listing-pause';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole } from '../http/caller';
import { route } from '../http/http-error';
import { API_MESSAGES } from '../http/api-messages';
import { docIdParam } from '../http/parse';
import { pauseListing, resumeListing } from './pause-listings';

/** `POST /properties/{id}/pause`: the listing's agent hides it and frees its slot. */
async function pause(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  await pauseListing(caller, docIdParam(req, 'id', API_MESSAGES.propertyNotFound));
  res.json({ message: PAUSE_MESSAGES.paused });
}

/** `POST /properties/{id}/resume`: the listing's agent brings it back into a free slot. */
async function resume(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['agent']);
  await resumeListing(caller, docIdParam(req, 'id', API_MESSAGES.propertyNotFound));
  res.json({ message: PAUSE_MESSAGES.resumed });
}

/** Pausing and resuming listings (docs/plans.md "Lapse"). */
export const pauseRoutes = Router();

pauseRoutes.post('/properties/:id/pause', requireSignedIn, route('pause-listing', pause, PAUSE_MESSAGES.failed));
pauseRoutes.post('/properties/:id/resume', requireSignedIn, route('resume-listing', resume, PAUSE_MESSAGES.failed));
