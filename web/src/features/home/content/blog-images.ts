/**
 * The blog pictures' files in web/public/blog, made by tools/images/blog-pictures.ts (which reads this
 * module, so the script and the page agree on names and widths).
 */

/** The widths each picture is written at, in pixels (WebP). */
export const BLOG_IMAGE_WIDTHS = [480, 800] as const;

/** The pictures' intrinsic size at the largest width: their ratio reserves the space before they load. */
export const BLOG_IMAGE_SIZE = { width: 800, height: 520 } as const;

/** The URL of a blog picture at one of its widths. */
export function blogImageUrl(name: string, width: (typeof BLOG_IMAGE_WIDTHS)[number]): string {
  return `/blog/${name}-${width}.webp`;
}

/** The `srcset` of a blog picture: every width it is written at. */
export function blogImageSrcSet(name: string): string {
  return BLOG_IMAGE_WIDTHS.map((width) => `${blogImageUrl(name, width)} ${width}w`).join(', ');
}
