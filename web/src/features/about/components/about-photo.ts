import { STREET_PHOTO } from '../../../components/static/street-photo';

/**
 * The about page's photo, its largest paint: the street photo at the width it shows (half of the
 * page beside the text from 48em, the full width on phones).
 */
export const ABOUT_PHOTO = {
  ...STREET_PHOTO,
  sizes: '(min-width: 72em) 520px, (min-width: 48em) 45vw, 100vw',
} as const;
