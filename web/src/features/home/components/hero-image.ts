/**
 * The hero photo's files (web/public, made by tools/images/hero-variants.ts). index.html preloads the
 * same `srcset` on the home page: keep the two in step (hero-image.test.ts checks).
 */
export const HERO_IMAGE = {
  fallback: '/hero.jpg',
  srcSet: '/hero-640.webp 640w, /hero-1024.webp 1024w, /hero-1600.webp 1600w',
  width: 1600,
  height: 1040,
} as const;
