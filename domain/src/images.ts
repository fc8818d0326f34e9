import { UUID_PATTERN } from './image-address';

/**
 * Responsive images. The image intake stores, beside each uploaded JPEG, PNG or WebP picture
 * (`images/{uuid}.{ext}`), WebP copies resized to each of {@link IMAGE_VARIANT_WIDTHS}
 * (`images/{uuid}-w{width}.webp`, never enlarged), under the same download token in Cloud Storage.
 * A client derives their URLs from the stored picture's URL, so documents keep one `image` field
 * (the intake's `display_url`) and the browser still picks the smallest picture that fills the slot.
 * GIFs (possibly animated) and pictures from elsewhere have no variants.
 */

/** Widths, in pixels, of the resized copies the intake makes (avatars use the smallest). */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 960] as const;

/** One of {@link IMAGE_VARIANT_WIDTHS}. */
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/**
 * The stored name of an intake picture inside its URL: after `images/` (or `images%2F` in a Cloud
 * Storage object URL), a UUID and a still-image extension, then the end or the query string.
 */
const INTAKE_PICTURE = new RegExp(`(images(?:/|%2F))(${UUID_PATTERN})\\.(jpg|png|webp)(?=$|\\?)`);

/** The file name of a variant of the stored picture `{uuid}`. */
export function imageVariantName(uuid: string, width: ImageVariantWidth): string {
  return `${uuid}-w${width}.webp`;
}

/** The URL of a resized copy of an intake picture, or null for a URL the intake did not make (or a GIF). */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | null {
  const match = INTAKE_PICTURE.exec(url);
  if (!match) return null;
  const [whole, folder = '', uuid = ''] = match;
  return url.replace(whole, `${folder}${imageVariantName(uuid, width)}`);
}

/** A `srcset` of every resized copy (`url 320w, ...`), or undefined when the picture has none. */
export function imageSrcSet(url: string): string | undefined {
  if (!INTAKE_PICTURE.test(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width) ?? url} ${width}w`).join(', ');
}
