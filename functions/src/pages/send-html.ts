import type { Request } from 'firebase-functions/v2/https';
import { PUBLIC_LIST_CACHE_CONTROL } from '../http/public-cache';
import { encodeForClient } from './compress';

/** The response onRequest hands over (firebase-functions' own Express types, not the workspace's). */
export type PageResponse = NonNullable<Request['res']>;

/**
 * Answers a page with `status`, compressed for the client (compress.ts). Cached as firebase.json says
 * for the pages rendered per request (Hosting's rule wins over a function's header): briefly, the
 * fallback frame too, which loads its data itself and so is never wrong for long; a signed-in page
 * is never cached (`PRIVATE_NO_STORE`, the same in firebase.json).
 */
export function sendHtml(req: Request, res: PageResponse, html: string, status = 200, cacheControl = PUBLIC_LIST_CACHE_CONTROL): void {
  const { body, encoding } = encodeForClient(html, req.get('accept-encoding'));
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.status(status).end(req.method === 'HEAD' ? undefined : body);
}
