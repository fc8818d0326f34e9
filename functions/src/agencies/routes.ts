import { Router } from 'express';
import { z } from 'zod';
import { AGENCY_MESSAGES as M } from '@homehaven/domain/agencies';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { emailSchema } from '@homehaven/domain/validation';
import { requireSignedIn } from '../http/authenticate';
import { signedInCaller } from '../http/caller';
import { refuse, route } from '../http/http-error';
import { docIdParam, parseBody } from '../http/parse';
import { agencyCaller } from './agency-caller';
import { acceptInvitation, createInvitation, readInvitation, revokeInvitation } from './invitations';
import { removeAgent } from './remove-agent';

const inviteBody = z.strictObject({
  email: z
    .string()
    .max(TEXT_LIMITS.email)
    .transform((email) => email.trim())
    .pipe(emailSchema),
});
/** An invitation's secret as its link carries it. */
const token = z.string().regex(/^[A-Za-z0-9_-]{32}$/, M.invitationInvalid);
const tokenQuery = z.strictObject({ token });
const tokenBody = z.strictObject({ token });

/** Agencies: invitations sent, read through their link, accepted and withdrawn; agents removed (docs/accounts.md "Agencies"). */
export const agencyRoutes = Router();

agencyRoutes.post(
  '/agency/invitations',
  requireSignedIn,
  route('agency-invite', async (req, res) => {
    const agency = await agencyCaller(req);
    const { email } = parseBody(inviteBody, req);
    res.status(201).json(await createInvitation(agency, email));
  }),
);
agencyRoutes.get(
  '/agency/invitations/:id',
  route('agency-invitation', async (req, res) => {
    const id = docIdParam(req, 'id', M.invitationInvalid);
    const query = z.safeParse(tokenQuery, req.query);
    if (!query.success) refuse(404, M.invitationInvalid);
    res.json(await readInvitation(id, query.data.token));
  }),
);
agencyRoutes.post(
  '/agency/invitations/:id/accept',
  requireSignedIn,
  route('agency-accept', async (req, res) => {
    const caller = await signedInCaller(req);
    const id = docIdParam(req, 'id', M.invitationInvalid);
    const { token: secret } = parseBody(tokenBody, req, M.invitationInvalid);
    res.json(await acceptInvitation(caller, id, secret));
  }),
);
agencyRoutes.delete(
  '/agency/invitations/:id',
  requireSignedIn,
  route('agency-revoke', async (req, res) => {
    const agency = await agencyCaller(req);
    await revokeInvitation(agency, docIdParam(req, 'id', M.invitationInvalid));
    res.json({ acknowledged: true });
  }),
);
agencyRoutes.delete(
  '/agency/agents/:uid',
  requireSignedIn,
  route('agency-remove-agent', async (req, res) => {
    const agency = await agencyCaller(req);
    await removeAgent(agency, docIdParam(req, 'uid', M.notYourAgent));
    res.json({ acknowledged: true });
  }),
);
