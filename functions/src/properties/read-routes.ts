import { Router, type Request, type Response } from 'express';
import { HOME_NEW_PROPERTIES } from '@homehaven/domain/constants';
import { uidForEmail } from '../http/accounts';
import { API_MESSAGES } from '../http/api-messages';
import { acceptSignedIn, requireSignedIn } from '../http/authenticate';
import { callerInRole, hasRole, optionalCaller, signedInCaller } from '../http/caller';
import { toApiDoc } from '../http/documents';
import { db } from '../firestore/db';
import { refuse, route } from '../http/http-error';
import { answerPage, pageOf } from '../http/pagination';
import { PRIVATE_NO_STORE, cachePubliclyOnSuccess } from '../http/public-cache';
import { docIdParam, emailParam, parseQuery } from '../http/parse';
import { listingOf, mayReadListing, propertyRef } from './listing';
import { publicListings, publicListingsMatching } from './public-listings';
import { listFiltersOf, propertyListSchema } from './schemas';

const properties = db.collection('properties');

/**
 * `GET /properties?search=&sort=asc|desc&min=&max=&beds=&baths=&type=&area=&view=all&limit=&after=`.
 * The public list is the same for every caller, so its successful answer may be cached publicly
 * (http/public-cache.ts); the admin's `view=all` is never stored.
 */
async function listProperties(req: Request, res: Response): Promise<void> {
  const query = parseQuery(propertyListSchema, req);
  const { search, sort, view, limit, after } = query;
  const filters = listFiltersOf(query);
  const page = { limit, after };
  if (view === 'all') {
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    await callerInRole(req, ['admin']);
    if (search !== undefined || filters !== undefined) refuse(400, API_MESSAGES.searchNeedsPublicView);
    await answerPage(res, properties, sort ? properties.orderBy('MinimumPrice', sort) : properties.orderBy('createdAt', 'desc'), page);
    return;
  }
  cachePubliclyOnSuccess(res);
  await answerPage(res, properties, publicListingsMatching({ search, sort, filters }), page);
}

/** `GET /properties/{id}`: a public listing for anyone; a pending, rejected or withdrawn one for those the rules let read it, else 404. */
async function getProperty(req: Request, res: Response): Promise<void> {
  const snapshot = await propertyRef(docIdParam(req, 'id', API_MESSAGES.propertyNotFound)).get();
  if (!snapshot.exists || !(await mayReadListing(await optionalCaller(req), listingOf(snapshot)))) refuse(404, API_MESSAGES.propertyNotFound);
  res.json(toApiDoc(snapshot));
}

/** `GET /agent-properties/{email}`: an agent's own listings in every state (the agent, or an admin), newest first. */
async function agentProperties(req: Request, res: Response): Promise<void> {
  const caller = await signedInCaller(req);
  const uid = await uidForEmail(caller, emailParam(req), true);
  if (!hasRole(caller, ['agent', 'admin'])) refuse(403, API_MESSAGES.roleRequired(['agent', 'admin']));
  await answerPage(res, properties, properties.where('agent.uid', '==', uid).orderBy('createdAt', 'desc'), pageOf(req));
}

/** Listing reads: the public list and search, New Properties, one listing, an agent's own. */
export const propertyReadRoutes = Router();

propertyReadRoutes.get('/properties', acceptSignedIn, route('list-properties', listProperties));
propertyReadRoutes.get(
  '/new-properties',
  route('new-properties', async (_req, res) => {
    cachePubliclyOnSuccess(res);
    const newest = await publicListings().orderBy('createdAt', 'desc').limit(HOME_NEW_PROPERTIES).get();
    res.json(newest.docs.map(toApiDoc));
  }),
);
propertyReadRoutes.get('/properties/:id', acceptSignedIn, route('get-property', getProperty));
propertyReadRoutes.get('/agent-properties/:email', requireSignedIn, route('agent-properties', agentProperties));
