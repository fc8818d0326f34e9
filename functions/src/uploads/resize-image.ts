import sharp from 'sharp';
import { PICTURE_MAX_PIXELS } from '@homehaven/domain/constants';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@homehaven/domain/images';
import { PANORAMA_VIEWER_WIDTH, panoramaShapeProblem } from '@homehaven/domain/listing-media';
import { PANORAMA_LIMITS, UNREADABLE, type PictureRefusal } from './picture-limits';
import { decodePicture, readPictureHeader, unlessUndecodable } from './reencode-picture';
import type { ImageKind } from './sniff-image';

/** WebP quality of the resized copies: photos stay clean at 78 and weigh about a third of a JPEG. */
export const VARIANT_WEBP_QUALITY = 78;

/** One resized copy of an uploaded picture. */
export interface ImageVariant {
  width: ImageVariantWidth;
  bytes: Buffer;
}

/** Whether the intake makes resized copies of this type: every still type, not GIF (possibly animated). */
export function hasVariants(kind: ImageKind): boolean {
  return kind.extension !== 'gif';
}

/**
 * WebP copies of a picture at every {@link IMAGE_VARIANT_WIDTHS} width, made in parallel: turned
 * upright from its EXIF orientation, never enlarged (a small picture gives copies at its own size),
 * metadata stripped (sharp keeps none unless asked). Made from the picture the intake re-encoded
 * (reencode-picture.ts), so they cannot fail on a picture's content; rejects when the bytes cannot be decoded.
 */
export function makeImageVariants(bytes: Buffer): Promise<ImageVariant[]> {
  return Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({
      width,
      bytes: await sharp(bytes, { failOn: 'error', limitInputPixels: PICTURE_MAX_PIXELS }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: VARIANT_WEBP_QUALITY }).toBuffer(),
    })),
  );
}

/** A panorama's viewer-sized copy, or why the picture is not a panorama the intake takes. */
export type PanoramaCopy = { bytes: Buffer; refusal?: never } | { refusal: PictureRefusal; bytes?: never };

/**
 * The copy a 360° viewer loads of an equirectangular panorama: upright from its EXIF orientation, at
 * most {@link PANORAMA_VIEWER_WIDTH} wide (never enlarged), WebP, metadata stripped. Its header is
 * judged first with {@link PANORAMA_LIMITS} (readPictureHeader: 413, 415, 422); a picture whose shape
 * is not a panorama's (2:1, wide enough: domain `panoramaShapeProblem`) is refused 400 with the
 * domain's message; one whose body cannot be decoded, 422.
 */
export async function makePanoramaCopy(bytes: Buffer): Promise<PanoramaCopy> {
  const judged = await readPictureHeader(bytes, PANORAMA_LIMITS);
  if (judged.refusal) return { refusal: judged.refusal };
  const { header } = judged;
  const problem = panoramaShapeProblem(header.upright.width, header.upright.height);
  if (problem) return { refusal: { status: 400, message: problem } };
  // Read sequentially and shrunk as it is decoded, a 16K × 8K panorama stays well inside a function's memory.
  const pipeline = decodePicture(bytes, header, PANORAMA_LIMITS, { sequentialRead: true });
  const copy = await unlessUndecodable(pipeline.resize({ width: PANORAMA_VIEWER_WIDTH, withoutEnlargement: true }).webp({ quality: VARIANT_WEBP_QUALITY }).toBuffer());
  return copy ? { bytes: copy } : { refusal: UNREADABLE };
}
