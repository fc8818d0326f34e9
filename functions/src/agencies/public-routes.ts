import { Router } from 'express';
import { z } from 'zod';
import { AGENCY_PROFILE_MESSAGES as M } from '@homehaven/domain/agency-profile';
import { refuse, route } from '../http/http-error';
import { docIdParam, docIdSchema, parseQuery } from '../http/parse';
import { cachePubliclyOnSuccess } from '../http/public-cache';
import { agencyExists, readAgencyListings, readAgencyProfile } from './public-agency';

/** `?after=`: the last listing of the page before; nothing else. */
const agencyPageQuery = z.strictObject({ after: docIdSchema.optional() });

/**
 * The public agency page's read (docs/facade.md "Agencies"; docs/decisions.md "The public agency
 * page"): `GET /agencies/{uid}`, anyone. Public data, the same for every caller: its successful answer
 * may be cached briefly, as the public lists (http/public-cache.ts).
 */
export const publicAgencyRoutes = Router();

publicAgencyRoutes.get(
  '/agencies/:uid',
  route('agency-page', async (req, res) => {
    const uid = docIdParam(req, 'uid', M.notFound);
    const { after } = parseQuery(agencyPageQuery, req);
    cachePubliclyOnSuccess(res);
    if (after === undefined) {
      const profile = await readAgencyProfile(uid);
      if (!profile) refuse(404, M.notFound);
      res.json(profile);
      return;
    }
    // A later page: its listings alone (the page has the rest), read beside the agency; an unknown
    // agency is 404 whatever the cursor.
    const [exists, page] = await Promise.allSettled([agencyExists(uid), readAgencyListings(uid, after)]);
    if (exists.status === 'rejected') throw exists.reason;
    if (!exists.value) refuse(404, M.notFound);
    if (page.status === 'rejected') throw page.reason;
    res.json(page.value);
  }),
);
