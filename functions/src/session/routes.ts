import { Router } from 'express';
import { z } from 'zod';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { sameEmail } from '../http/accounts';
import { API_MESSAGES } from '../http/api-messages';
import { bearerToken, callerOf, requireSignedIn } from '../http/authenticate';
import { refuse, route } from '../http/http-error';
import { parseBody } from '../http/parse';

const jwtBody = z.strictObject({ email: z.string().min(1).max(TEXT_LIMITS.email) });

/**
 * Session paths. The session token IS the Firebase ID token: `POST /jwt` never mints anything; it
 * checks that the bearer ID token is valid and belongs to the body's e-mail and hands the same token back.
 */
export const sessionRoutes = Router();

sessionRoutes.post(
  '/jwt',
  requireSignedIn,
  route('jwt', async (req, res) => {
    const { email } = parseBody(jwtBody, req);
    const tokenEmail = callerOf(req)?.email ?? '';
    if (!tokenEmail || !sameEmail(email, tokenEmail)) refuse(401, API_MESSAGES.tokenEmailMismatch);
    res.json({ token: bearerToken(req) });
  }),
);

/** Nothing to clear server-side (the client drops its token); answers `{success: true}` as REST clients expect. */
sessionRoutes.get('/logout', (_req, res) => {
  res.json({ success: true });
});
