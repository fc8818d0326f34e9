import type { Request, RequestHandler } from 'express';
import { DOCUMENT_MAX_BYTES } from '@homehaven/domain/constants';
import { PANORAMA_MAX_BYTES } from '@homehaven/domain/listing-media';
import { API_MESSAGES } from '../http/api-messages';
import { multipartBodyMaxBytes } from '../http/multipart-file';

/**
 * The largest body any path reads: a multipart form holding the largest file a path takes (a panorama
 * or an ownership document), as far as readMultipartFile reads one. JSON paths read far less
 * (`JSON_BODY_MAX_BYTES`, refused by `parseBody`).
 */
export const FACADE_BODY_MAX_BYTES = multipartBodyMaxBytes(Math.max(PANORAMA_MAX_BYTES, DOCUMENT_MAX_BYTES));

/** The body's size: as buffered by the runtime, or as declared (whichever is larger). */
function bodySize(req: Request): number {
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  return Math.max(rawBody?.length ?? 0, Number(req.headers['content-length'] ?? 0) || 0);
}

/**
 * Refuses, on every path and before anything else (sign-in, reads), a body larger than any path reads:
 * 413 with the facade's JSON `{message}`. Bodies over 32 MiB never reach the function: the platform
 * refuses them itself, with its own page (docs/facade.md "Oversized bodies").
 */
export const refuseOversizedBodies: RequestHandler = (req, res, next) => {
  if (bodySize(req) > FACADE_BODY_MAX_BYTES) {
    res.status(413).json({ message: API_MESSAGES.bodyTooLarge });
    return;
  }
  next();
};
