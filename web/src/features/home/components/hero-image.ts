import { STREET_PHOTO } from '../../../components/static/street-photo';

/**
 * The hero photo, the home page's largest paint: the street photo across the whole width. The
 * prerendered home page preloads its AVIF set with these sizes (web/prerender/pages.ts).
 */
export const HERO_IMAGE = { ...STREET_PHOTO, sizes: '100vw' } as const;
