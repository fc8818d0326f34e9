import { Router, type Request, type Response } from 'express';
import { IMAGE_MAX_BYTES } from '@homehaven/domain/constants';
import { MEDIA_MESSAGES, PANORAMA_MAX_BYTES } from '@homehaven/domain/listing-media';
import { MESSAGES } from '@homehaven/domain/messages';
import { facadeOwnUrl } from '../http/own-url';
import { API_MESSAGES } from '../http/api-messages';
import { callerOf, requireSignedIn } from '../http/authenticate';
import { optionalCaller } from '../http/caller';
import { HttpError, refuse, route } from '../http/http-error';
import { readMultipartFile, type MultipartFileLimit } from '../http/multipart-file';
import { logs } from '../logs';
import { readFallbackImage, storeImage } from './image-store';
import { PICTURE_LIMITS } from './picture-limits';
import { reencodePicture } from './reencode-picture';
import { makePanoramaCopy } from './resize-image';
import { sniffImage, type ImageKind } from './sniff-image';

/** What an upload is for: a photo (or floor plan, avatar: any picture) by default, or a 360° panorama. */
type UploadKind = 'picture' | 'panorama';

/** The file size each kind takes, and its message past it. */
const UPLOAD_FILE_LIMITS: Record<UploadKind, MultipartFileLimit> = {
  picture: { maxBytes: IMAGE_MAX_BYTES, tooLarge: MESSAGES.upload.tooLarge },
  panorama: { maxBytes: PANORAMA_MAX_BYTES, tooLarge: MEDIA_MESSAGES.panoramaTooLarge },
};

/** The form's `kind` field: absent for a picture, `panorama` for a panorama; 400 for anything else. */
function uploadKindOf(fields: ReadonlyMap<string, string>): UploadKind {
  const kind = fields.get('kind');
  if (kind === undefined) return 'picture';
  if (kind === 'panorama') return 'panorama';
  return refuse(400, API_MESSAGES.uploadKind);
}

/** A picture as stored: re-encoded by sharp as its own type (reencode-picture.ts: 413, 415, 422 otherwise). */
async function pictureOf(bytes: Buffer): Promise<{ bytes: Buffer; kind: ImageKind }> {
  const picture = await reencodePicture(bytes, PICTURE_LIMITS);
  if (picture.refusal) refuse(picture.refusal.status, picture.refusal.message);
  return picture;
}

/**
 * A panorama as stored: its viewer-sized WebP copy (415 when not a JPEG or WebP; makePanoramaCopy: 413
 * past its pixels, 422 undecodable, 400 when its shape is not an equirectangular panorama's).
 */
async function panoramaOf(bytes: Buffer): Promise<{ bytes: Buffer; kind: ImageKind }> {
  const kind = sniffImage(bytes);
  if (kind?.extension !== 'jpg' && kind?.extension !== 'webp') refuse(415, MEDIA_MESSAGES.panoramaType);
  const copy = await makePanoramaCopy(bytes);
  if (copy.refusal) refuse(copy.refusal.status, copy.refusal.message);
  return { bytes: copy.bytes, kind: { mime: 'image/webp', extension: 'webp' } };
}

/**
 * `POST /upload` (file field `image`; text field `kind=panorama` for a 360° panorama): stores the
 * picture as sharp wrote it and answers `{data: {display_url}}` like a public image host
 * (docs/facade.md "Image intake"). Every refusal is logged with its reason.
 */
async function receivePicture(req: Request, res: Response): Promise<void> {
  try {
    // A fraud user writes nothing (docs/architecture.md §4 Permission matrix), pictures included.
    // Someone without a profile yet may upload: the registration form sends its photo first.
    if ((await optionalCaller(req))?.role === 'fraud') refuse(403, MESSAGES.users.suspended);
    const file = await readMultipartFile(req, {
      field: 'image',
      maxBytes: PANORAMA_MAX_BYTES,
      tooLarge: MESSAGES.upload.tooLarge,
      missing: MESSAGES.upload.missing,
      limitFor: (fields) => UPLOAD_FILE_LIMITS[uploadKindOf(fields)],
    });
    const { bytes, kind } = uploadKindOf(file.fields) === 'panorama' ? await panoramaOf(file.bytes) : await pictureOf(file.bytes);
    const url = await storeImage(bytes, kind, facadeOwnUrl(req));
    res.status(201).json({ data: { display_url: url } });
  } catch (error) {
    if (error instanceof HttpError) logs.imageRejected(error.message, callerOf(req)?.uid);
    throw error;
  }
}

/**
 * `GET /images/{name}`: a fallback-store file (emulator only; 404 everywhere else), with the type its
 * content has and `nosniff`, so no browser takes it for anything else.
 */
async function sendStoredImage(req: Request, res: Response): Promise<void> {
  const bytes = await readFallbackImage(req.params.name ?? '');
  const kind = bytes ? sniffImage(bytes) : null;
  if (!bytes || !kind) refuse(404, API_MESSAGES.imageNotFound);
  res.setHeader('Content-Type', kind.mime).setHeader('X-Content-Type-Options', 'nosniff').setHeader('Cache-Control', 'public, max-age=31536000, immutable').send(bytes);
}

/** Image intake: pictures in, and the emulator's fallback store served (docs/facade.md "Image intake"). */
export const uploadRoutes = Router();

uploadRoutes.post('/upload', requireSignedIn, route('upload', receivePicture, MESSAGES.upload.failedRetry));
uploadRoutes.get('/images/:name', route('serve-image', sendStoredImage));
