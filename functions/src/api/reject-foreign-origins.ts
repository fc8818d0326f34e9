import type { RequestHandler } from 'express';
import { allowedOrigins } from '../config';

/**
 * Refuses browser requests from origins other than the app's. CORS alone only stops a browser from
 * reading the answer (and the Functions emulator opens CORS to everyone); this stops the request.
 * Requests without an Origin header (curl, servers) are not browser requests and pass.
 */
export const rejectForeignOrigins: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  if (origin && !allowedOrigins.includes(origin)) {
    res.status(403).json({ message: 'This origin may not call the API.' });
    return;
  }
  next();
};
