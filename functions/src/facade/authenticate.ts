import type { Request, RequestHandler } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { adminApp } from '../config';

/** A request whose caller presented a valid Firebase ID token. */
export interface AuthedRequest extends Request {
  caller: DecodedIdToken;
}

/** The caller's verified token, or undefined when the request is not authenticated. */
export function callerOf(req: Request): DecodedIdToken | undefined {
  return (req as Partial<AuthedRequest>).caller;
}

/** Requires `Authorization: Bearer <Firebase ID token>`; answers 401 otherwise. */
export const requireSignedIn: RequestHandler = async (req, res, next) => {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!match?.[1]) {
    res.status(401).json({ message: 'Sign in required: send Authorization: Bearer <ID token>.' });
    return;
  }
  try {
    (req as AuthedRequest).caller = await getAuth(adminApp).verifyIdToken(match[1], true);
    next();
  } catch {
    res.status(401).json({ message: 'Your session has expired or is invalid. Please sign in again.' });
  }
};
