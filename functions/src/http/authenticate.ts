import type { Request, RequestHandler } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { adminApp } from '../config';
import { API_MESSAGES } from './api-messages';

/** A request whose caller presented a valid Firebase ID token. */
export interface AuthedRequest extends Request {
  caller: DecodedIdToken;
}

/** The caller's verified token, or undefined when the request is not authenticated. */
export function callerOf(req: Request): DecodedIdToken | undefined {
  return (req as Partial<AuthedRequest>).caller;
}

/** The raw token of `Authorization: Bearer <token>`, or undefined when there is none. */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
}

/** Verifies the bearer token (revocation checked) onto the request; false when it is invalid. */
async function verifyOnto(req: Request, token: string): Promise<boolean> {
  try {
    (req as AuthedRequest).caller = await getAuth(adminApp).verifyIdToken(token, true);
    return true;
  } catch {
    return false;
  }
}

const { signInRequired: SIGN_IN_REQUIRED, sessionInvalid: SESSION_INVALID } = API_MESSAGES;

/** Requires `Authorization: Bearer <Firebase ID token>`; answers 401 otherwise. */
export const requireSignedIn: RequestHandler = async (req, res, next) => {
  const token = bearerToken(req);
  if (!token) {
    res.status(401).json({ message: SIGN_IN_REQUIRED });
    return;
  }
  if (await verifyOnto(req, token)) next();
  else res.status(401).json({ message: SESSION_INVALID });
};

/** For public paths that show more to some callers: verifies a bearer token when one is sent (401 if invalid). */
export const acceptSignedIn: RequestHandler = async (req, res, next) => {
  const token = bearerToken(req);
  if (!token || (await verifyOnto(req, token))) next();
  else res.status(401).json({ message: SESSION_INVALID });
};
