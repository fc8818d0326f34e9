import { Router, type Request } from 'express';
import { IMAGE_MAX_BYTES } from '@homehaven/domain/constants';
import { MEDIA_MESSAGES, PANORAMA_MAX_BYTES } from '@homehaven/domain/listing-media';
import { MESSAGES } from '@homehaven/domain/messages';
import { projectId } from '../config';
import { API_MESSAGES } from '../http/api-messages';
import { callerOf, requireSignedIn } from '../http/authenticate';
import { optionalCaller } from '../http/caller';
import { logs } from '../logs';
import { readUploadForm, type UploadForm } from './read-upload-form';
import { HttpError, answerError } from '../http/http-error';
import { readFallbackImage, storeImage } from './image-store';
import { makePanoramaCopy } from './resize-image';
import { sniffImage, type ImageKind } from './sniff-image';

/** Multipart framing allowance on top of the image itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Largest body read at all: twice the largest picture (a panorama), so that a picture somewhat over
 * its limit is still read far enough to be told which limit it passed; anything larger is refused
 * before parsing.
 */
const UPLOAD_BODY_MAX_BYTES = 2 * PANORAMA_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** What an upload is for: a photo (or floor plan, avatar: any picture) by default, or a 360° panorama. */
type UploadKind = 'picture' | 'panorama';

/** The form's `kind` field: absent for a picture, `panorama` for a panorama; 400 for anything else. */
function uploadKindOf(form: UploadForm): UploadKind {
  const kind = form.fields.get('kind');
  if (kind === undefined) return 'picture';
  if (kind === 'panorama') return 'panorama';
  throw new HttpError(400, API_MESSAGES.uploadKind);
}

/** The facade's own base URL under the emulator, which serves fallback-store images. */
function emulatorFacadeBase(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}/${projectId}/us-central1/api`;
}

/** A picture as stored: itself, as sniffed (413 over 5 MiB, 415 when not an image). */
function pictureOf(form: UploadForm): { bytes: Buffer; kind: ImageKind } {
  if (form.tooLarge || form.image.length > IMAGE_MAX_BYTES) throw new HttpError(413, MESSAGES.upload.tooLarge);
  const kind = sniffImage(form.image);
  if (!kind) throw new HttpError(415, MESSAGES.upload.notAnImage);
  return { bytes: form.image, kind };
}

/**
 * A panorama as stored: its viewer-sized WebP copy (413 over 10 MiB, 415 when not a JPEG or WebP,
 * 400 when its shape is not an equirectangular panorama's), with the domain's messages.
 */
async function panoramaOf(form: UploadForm): Promise<{ bytes: Buffer; kind: ImageKind }> {
  if (form.tooLarge || form.image.length > PANORAMA_MAX_BYTES) throw new HttpError(413, MEDIA_MESSAGES.panoramaTooLarge);
  const kind = sniffImage(form.image);
  if (kind?.extension !== 'jpg' && kind?.extension !== 'webp') throw new HttpError(415, MEDIA_MESSAGES.panoramaType);
  const copy = await makePanoramaCopy(form.image);
  if (copy.problem !== undefined) throw new HttpError(400, copy.problem);
  return { bytes: copy.bytes, kind: { mime: 'image/webp', extension: 'webp' } };
}

/**
 * Image intake: `POST /upload` (file field `image`; text field `kind=panorama` for a 360° panorama)
 * answering `{data: {display_url}}` like a public image host (docs/facade.md "Image intake").
 */
export const uploadRoutes = Router();

uploadRoutes.post('/upload', requireSignedIn, async (req, res) => {
  const uid = callerOf(req)?.uid;
  try {
    if (Number(req.headers['content-length'] ?? 0) > UPLOAD_BODY_MAX_BYTES) {
      throw new HttpError(413, MESSAGES.upload.tooLarge);
    }
    // A fraud user writes nothing (docs/architecture.md §4 Permission matrix), pictures included.
    // Someone without a profile yet may upload: the registration form sends its photo first.
    if ((await optionalCaller(req))?.role === 'fraud') throw new HttpError(403, MESSAGES.users.suspended);
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (!rawBody || !String(req.headers['content-type']).startsWith('multipart/form-data')) {
      throw new HttpError(400, MESSAGES.upload.missing);
    }
    const form = await readUploadForm(req.headers, rawBody, PANORAMA_MAX_BYTES);
    const { bytes, kind } = uploadKindOf(form) === 'panorama' ? await panoramaOf(form) : pictureOf(form);
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
