import type { RequestHandler } from 'express';

/**
 * Hosting rewrites `/api/**` to this function with the path unchanged (firebase.json), while the
 * function's own URL has no prefix. Dropping a leading `/api` lets one set of routes serve both.
 */
export const stripHostingPrefix: RequestHandler = (req, _res, next) => {
  if (req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?')) {
    req.url = req.url.slice('/api'.length) || '/';
  }
  next();
};
