import { Router } from 'express';
import { z } from 'zod';
import { TEXT_LIMITS } from '@homehaven/domain/constants';
import { sameEmail } from '../http/accounts';
import { API_MESSAGES } from '../http/api-messages';
import { bearerToken, callerOf, requireSignedIn } from '../http/authenticate';
import { refuse, route } from '../http/http-error';
import { parseBody } from '../http/parse';
import { PRIVATE_NO_STORE } from '../http/public-cache';
import { clearedSessionCookieHeader, newSessionCookie, sessionCookieHeader } from '../http/session-cookie';

const jwtBody = z.strictObject({ email: z.string().min(1).max(TEXT_LIMITS.email) });

/**
 * Longest ID token `POST /session` reads: a browser keeps no cookie over 4096 bytes, and a session
 * cookie is about as long as the ID token it is made from (real ones, custom claims at most 1000
 * bytes, stay under 3 KB).
 */
const ID_TOKEN_MAX = 4096;

const sessionBody = z.strictObject({ idToken: z.string().min(1).max(ID_TOKEN_MAX) });

/**
 * Session paths. The session token IS the Firebase ID token: `POST /jwt` never mints anything; it
 * checks that the bearer ID token is valid and belongs to the body's e-mail and hands the same token back.
 * `POST /session` and `DELETE /session` hand out and delete the session cookie that pages rendered per
 * request read (docs/facade.md "Session cookie").
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

/** `{idToken}` as JSON in, 204 with the `__session` cookie out; 401 for a token that is invalid, expired or revoked. Never stored by a cache. */
sessionRoutes.post(
  '/session',
  route('session', async (req, res) => {
    // Refusals included. Hosting also drops a Set-Cookie from any answer not marked private.
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    // JSON only: another site's page can post a form here without a CORS preflight, but never JSON.
    if (!req.is('application/json')) refuse(415, API_MESSAGES.jsonOnly);
    const { idToken } = parseBody(sessionBody, req);
    const cookie = await newSessionCookie(idToken);
    if (cookie === null) refuse(401, API_MESSAGES.sessionTokenRefused);
    res.setHeader('Set-Cookie', sessionCookieHeader(cookie)).status(204).end();
  }),
);

/** Deletes the session cookie, whoever asks (it only ever names its own browser's session): 204. */
sessionRoutes.delete('/session', (_req, res) => {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE).setHeader('Set-Cookie', clearedSessionCookieHeader()).status(204).end();
});
