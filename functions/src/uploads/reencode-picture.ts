import sharp, { type FormatEnum, type Sharp, type SharpOptions } from 'sharp';
import { MESSAGES } from '@homehaven/domain/messages';
import { logs } from '../logs';
import { declaredSizeRefusal, gifScreenSize, UNREADABLE, type PictureLimits, type PictureRefusal } from './picture-limits';
import { sniffImage, type ImageKind } from './sniff-image';

/**
 * The picture decoder of the image intake (docs/facade.md "Image intake"), for any code that takes
 * pictures from outside: a picture is judged by its header before a pixel is decoded, then decoded as
 * the type its bytes claim and written anew by sharp. Only what sharp wrote is ever stored: bytes after
 * the image's end, comments and metadata (EXIF GPS, camera, XMP, ICC) do not survive, and the EXIF
 * orientation is applied to the pixels.
 */

/** JPEG and WebP quality of a re-encoded picture: about what phones write, so one re-encoding shows nothing. */
export const REENCODE_QUALITY = 90;

/** What a picture's header declares, read without decoding its pixels. */
export interface PictureHeader {
  kind: ImageKind;
  /** Its size as shown: EXIF orientations 5-8 turn the picture a quarter, so its width is the stored height. */
  upright: { width: number; height: number };
  /** An animated GIF is decoded whole; every other picture (an animated WebP too) by its first frame. */
  animated: boolean;
  /** A palette PNG stays a palette PNG (written as RGB, it would weigh several times more). */
  isPalette: boolean;
}

/** A header read and judged, or why the picture is refused. */
export type JudgedHeader = { header: PictureHeader; refusal?: never } | { refusal: PictureRefusal; header?: never };

/** A picture as the intake stores it, or why it is refused. */
export type ReencodedPicture = { bytes: Buffer; kind: ImageKind; refusal?: never } | { refusal: PictureRefusal; bytes?: never; kind?: never };

/** sharp's name of each type the intake takes (a header of another type under a known signature is unreadable). */
const SHARP_FORMAT: Record<ImageKind['extension'], keyof FormatEnum> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

/** How each type is written anew: the type it came in, animation kept for a GIF. */
const ENCODE: Record<ImageKind['extension'], (image: Sharp, header: PictureHeader) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: REENCODE_QUALITY }),
  png: (image, header) => image.png({ palette: header.isPalette }),
  webp: (image) => image.webp({ quality: REENCODE_QUALITY }),
  gif: (image) => image.gif(),
};

/**
 * The result of a sharp step, or null when it failed. Past the header's judgement (and with
 * `limitInputPixels` holding the decoder to it) a failure is the picture's own: a broken or truncated body.
 */
export async function unlessUndecodable<T>(step: Promise<T>): Promise<T | null> {
  try {
    return await step;
  } catch (error) {
    logs.imageUndecodable(error instanceof Error ? error.message : String(error));
    return null;
  }
}

/**
 * Reads and judges a picture's header, decoding no pixel: 415 when the bytes are no JPEG, PNG, GIF or
 * WebP by content, 422 when the header cannot be read or declares no size a picture has, 413 (with the
 * kind's message) when it declares more pixels than `limits` allow. A GIF is judged by its logical
 * screen as well as its frames, every frame counted.
 */
export async function readPictureHeader(bytes: Buffer, limits: PictureLimits): Promise<JudgedHeader> {
  const kind = sniffImage(bytes);
  if (!kind) return { refusal: { status: 415, message: MESSAGES.upload.notAnImage } };
  // The header only: the declared size is judged here rather than by sharp's own pixel limit, so that
  // a bomb hears the kind's message; `limitInputPixels` still holds the decoding to it below.
  const meta = await unlessUndecodable(sharp(bytes, { limitInputPixels: false, animated: kind.extension === 'gif' }).metadata());
  if (!meta || meta.format !== SHARP_FORMAT[kind.extension]) return { refusal: UNREADABLE };
  const animated = kind.extension === 'gif';
  const frames = animated ? (meta.pages ?? 1) : 1;
  // With `animated`, sharp reports the frames stacked: one frame is `pageHeight` high.
  const frameHeight = animated ? (meta.pageHeight ?? meta.height) : meta.height;
  const screen = animated ? gifScreenSize(bytes) : null;
  const declared = { width: Math.max(meta.width, screen?.width ?? 0), height: Math.max(frameHeight, screen?.height ?? 0), frames };
  const refusal = declaredSizeRefusal(declared, limits);
  if (refusal) return { refusal };
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const upright = quarterTurn ? { width: frameHeight, height: meta.width } : { width: meta.width, height: frameHeight };
  return { header: { kind, upright, animated, isPalette: meta.isPalette } };
}

/**
 * A sharp pipeline decoding a judged picture, upright (EXIF orientation applied), no metadata kept
 * (sharp writes none unless asked), never decoding more than `limits.maxPixels`.
 */
export function decodePicture(bytes: Buffer, header: PictureHeader, limits: PictureLimits, options: SharpOptions = {}): Sharp {
  return sharp(bytes, { failOn: 'error', limitInputPixels: limits.maxPixels, animated: header.animated, ...options }).rotate();
}

/**
 * A picture from outside, decoded as the type it claims and written anew as that type (JPEG, PNG,
 * WebP, GIF with its animation), upright and without metadata; or why it is refused (see
 * {@link readPictureHeader}; 422 too when its body cannot be decoded). Store the returned bytes, never
 * the ones received. `limits`: `PICTURE_LIMITS` (picture-limits.ts) for a photo or a scan.
 */
export async function reencodePicture(bytes: Buffer, limits: PictureLimits): Promise<ReencodedPicture> {
  const judged = await readPictureHeader(bytes, limits);
  if (judged.refusal) return { refusal: judged.refusal };
  const { header } = judged;
  const written = await unlessUndecodable(ENCODE[header.kind.extension](decodePicture(bytes, header, limits), header).toBuffer());
  if (!written) return { refusal: UNREADABLE };
  return { bytes: written, kind: header.kind };
}
