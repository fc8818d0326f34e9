import { Router } from 'express';
import { applicationDecisionSchema } from '@homehaven/domain/application-schema';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole } from '../http/caller';
import { route } from '../http/http-error';
import { docIdParam, parseBody } from '../http/parse';
import { decideApplication } from './decide-application';

/** Professional applications: an admin's decision (applicants write their own under the rules). */
export const applicationRoutes = Router();

applicationRoutes.post(
  '/applications/:uid/decision',
  requireSignedIn,
  route('decide-application', async (req, res) => {
    const admin = await callerInRole(req, ['admin']);
    const uid = docIdParam(req, 'uid', M.notFound);
    const { outcome, reason } = parseBody(applicationDecisionSchema, req);
    await decideApplication(admin, uid, outcome, reason);
    res.json({ acknowledged: true, status: outcome });
  }),
);
