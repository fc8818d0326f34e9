/** Widths of the street photo's files in web/public (made by tools/images/hero-variants.ts). */
const WIDTHS = [640, 1024, 1600] as const;

const srcSet = (extension: 'avif' | 'webp'): string => WIDTHS.map((width) => `/hero-${width}.${extension} ${width}w`).join(', ');

/**
 * The street photo of home's hero and the about page: AVIF where the browser takes it, else WebP,
 * else the JPEG. Each page says how wide it shows it (`sizes`); the prerendered pages preload the
 * AVIF set with the same sizes (web/prerender/pages.ts), so the browser fetches one file, early.
 */
export const STREET_PHOTO = {
  fallback: '/hero.jpg',
  avifSrcSet: srcSet('avif'),
  srcSet: srcSet('webp'),
  width: 1600,
  height: 1040,
} as const;
