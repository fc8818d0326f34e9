import { Router, type Request } from 'express';
import { IMAGE_MAX_BYTES } from '@homehaven/domain/constants';
import { MESSAGES } from '@homehaven/domain/messages';
import { projectId } from '../config';
import { callerOf, requireSignedIn } from '../http/authenticate';
import { logs } from '../logs';
import { readImageField } from './read-image-field';
import { HttpError, answerError } from '../http/http-error';
import { readFallbackImage, storeImage } from './image-store';
import { sniffImage } from './sniff-image';

/** Multipart framing allowance on top of the image itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The facade's own base URL under the emulator, which serves fallback-store images. */
function emulatorFacadeBase(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}/${projectId}/us-central1/api`;
}

/** Image intake: `POST /upload` (field `image`) answering `{data: {display_url}}` like a public image host. */
export const uploadRoutes = Router();

uploadRoutes.post('/upload', requireSignedIn, async (req, res) => {
  const uid = callerOf(req)?.uid;
  try {
    if (Number(req.headers['content-length'] ?? 0) > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
      throw new HttpError(413, MESSAGES.upload.tooLarge);
    }
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (!rawBody || !String(req.headers['content-type']).startsWith('multipart/form-data')) {
      throw new HttpError(400, MESSAGES.upload.missing);
    }
    const bytes = await readImageField(req.headers, rawBody);
    const kind = sniffImage(bytes);
    if (!kind) throw new HttpError(415, MESSAGES.upload.notAnImage);
    const url = await storeImage(bytes, kind, emulatorFacadeBase(req));
    res.status(201).json({ data: { display_url: url } });
  } catch (error) {
    if (error instanceof HttpError) logs.imageRejected(error.message, uid);
    answerError(res, error, 'upload', MESSAGES.upload.failedRetry);
  }
});

/** Serves the emulator's fallback image store; 404 everywhere else. */
uploadRoutes.get('/images/:name', async (req, res) => {
  const bytes = await readFallbackImage(req.params.name);
  const kind = bytes && sniffImage(bytes);
  if (!bytes || !kind) {
    res.status(404).json({ message: 'Image not found.' });
    return;
  }
  res.setHeader('Content-Type', kind.mime).setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.send(bytes);
});
