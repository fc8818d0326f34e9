/** Widths of the hero photo's files in web/public (made by tools/images/hero-variants.ts). */
const WIDTHS = [640, 1024, 1600] as const;

const srcSet = (extension: 'avif' | 'webp'): string => WIDTHS.map((width) => `/hero-${width}.${extension} ${width}w`).join(', ');

/**
 * The hero photo: AVIF where the browser takes it, else WebP, else the JPEG. index.html preloads the
 * AVIF `srcset` on the home page: hero-image.test.ts keeps the two in step.
 */
export const HERO_IMAGE = {
  fallback: '/hero.jpg',
  avifSrcSet: srcSet('avif'),
  srcSet: srcSet('webp'),
  sizes: '100vw',
  width: 1600,
  height: 1040,
} as const;
