import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@homehaven/domain/images';
import { PANORAMA_VIEWER_WIDTH, panoramaShapeProblem } from '@homehaven/domain/listing-media';
import type { ImageKind } from './sniff-image';

/** WebP quality of the resized copies: photos stay clean at 78 and weigh about a third of a JPEG. */
export const VARIANT_WEBP_QUALITY = 78;

/**
 * Largest picture the intake decodes (40 megapixels). A 5 MiB PNG of flat colour can declare far more
 * pixels than a function's memory holds; such a picture fails the upload instead of the instance.
 */
const MAX_INPUT_PIXELS = 40_000_000;

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
 * metadata stripped (sharp keeps none unless asked). Rejects when the bytes cannot be decoded.
 */
export function makeImageVariants(bytes: Buffer): Promise<ImageVariant[]> {
  return Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({
      width,
      bytes: await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: VARIANT_WEBP_QUALITY })
        .toBuffer(),
    })),
  );
}

/**
 * Largest panorama the intake decodes: 16K × 8K, the largest 360° cameras make. Read sequentially and
 * shrunk as it is decoded, such a picture stays well inside a function's memory.
 */
const PANORAMA_MAX_INPUT_PIXELS = 16_384 * 8_192;

/** A panorama's viewer-sized copy, or why the picture is not a panorama the intake takes. */
export type PanoramaCopy = { bytes: Buffer; problem?: never } | { problem: string; bytes?: never };

/**
 * The copy a 360° viewer loads of an equirectangular panorama: upright from its EXIF orientation, at
 * most {@link PANORAMA_VIEWER_WIDTH} wide (never enlarged), WebP, metadata stripped. A picture whose
 * shape is not a panorama's (2:1, wide enough: domain `panoramaShapeProblem`) gets the domain's
 * message instead. Rejects when the bytes cannot be decoded.
 */
export async function makePanoramaCopy(bytes: Buffer): Promise<PanoramaCopy> {
  const options = { failOn: 'error', limitInputPixels: PANORAMA_MAX_INPUT_PIXELS, sequentialRead: true } as const;
  const { width = 0, height = 0, orientation = 1 } = await sharp(bytes, options).metadata();
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const [uprightWidth, uprightHeight] = orientation >= 5 ? [height, width] : [width, height];
  const problem = panoramaShapeProblem(uprightWidth, uprightHeight);
  if (problem) return { problem };
  const copy = await sharp(bytes, options).rotate().resize({ width: PANORAMA_VIEWER_WIDTH, withoutEnlargement: true }).webp({ quality: VARIANT_WEBP_QUALITY }).toBuffer();
  return { bytes: copy };
}
