import { PICTURE_MAX_PIXELS } from '@homehaven/domain/constants';
import { MEDIA_MESSAGES, PANORAMA_MAX_PIXELS } from '@homehaven/domain/listing-media';
import { MESSAGES } from '@homehaven/domain/messages';

/** How many pixels a picture may declare, and the 413 message past that. */
export interface PictureLimits {
  maxPixels: number;
  tooManyPixels: string;
}

/** A picture (photo, floor plan, avatar): at most 40 megapixels (domain `PICTURE_MAX_PIXELS`). */
export const PICTURE_LIMITS: PictureLimits = { maxPixels: PICTURE_MAX_PIXELS, tooManyPixels: MESSAGES.upload.tooManyPixels };

/** A 360° panorama: at most 16K × 8K (domain `PANORAMA_MAX_PIXELS`), decoded shrinking as it is read. */
export const PANORAMA_LIMITS: PictureLimits = { maxPixels: PANORAMA_MAX_PIXELS, tooManyPixels: MEDIA_MESSAGES.panoramaTooManyPixels };

/** Why a picture is refused: 413 too many pixels, 415 not a picture, 422 cannot be decoded (400: not the shape its kind needs); with its message. */
export interface PictureRefusal {
  status: 400 | 413 | 415 | 422;
  message: string;
}

/** A picture that cannot be decoded: a right signature on a broken, truncated or nonsensical body. */
export const UNREADABLE: PictureRefusal = { status: 422, message: MESSAGES.upload.unreadable };

/** What a picture's header declares: each frame's size and how many frames are decoded. */
export interface DeclaredSize {
  width: number;
  height: number;
  frames: number;
}

function isPositiveInteger(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

/**
 * The refusal a picture's declared size earns before anything is decoded, or null: 422 for a size no
 * picture has (zero, negative, not a whole number), 413 with the kind's message when every frame
 * together holds more than `limits.maxPixels` pixels (a decompression bomb: a few hundred KB can
 * declare gigabytes of pixels).
 */
export function declaredSizeRefusal(size: DeclaredSize, limits: PictureLimits): PictureRefusal | null {
  if (!isPositiveInteger(size.width) || !isPositiveInteger(size.height) || !isPositiveInteger(size.frames)) return UNREADABLE;
  if (size.width * size.height * size.frames > limits.maxPixels) return { status: 413, message: limits.tooManyPixels };
  return null;
}

/**
 * The logical screen a GIF declares (bytes 6-9, little-endian), or null for bytes too short to hold it.
 * Browsers size a GIF by it, whatever its frames are, so the intake judges it as well as the frames'
 * size libvips reports.
 */
export function gifScreenSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 10) return null;
  return { width: (bytes[6] ?? 0) | ((bytes[7] ?? 0) << 8), height: (bytes[8] ?? 0) | ((bytes[9] ?? 0) << 8) };
}
