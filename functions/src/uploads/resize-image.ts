import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@homehaven/domain/images';
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
