import { css, cx } from 'styled-system/css';
import { imageSrcSet, imageVariantUrl } from '@homehaven/domain/images';

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the picture shows at each screen width (the `sizes` attribute). */
  sizes: string;
  /** Above the fold (on some screen): load at once. Otherwise the picture loads lazily. */
  eager?: boolean;
  /**
   * The screen's largest picture on a phone: fetched with high priority. Other eager pictures leave
   * the priority to the browser, which raises those it lays out in view, so on a phone they do not
   * compete with this one (docs/performance.md).
   */
  first?: boolean;
  /** Fill the box it sits in, cropped to cover it (cards, thumbnails). */
  cover?: boolean;
  'data-testid'?: string;
}

const COVER = css({ w: 'full', h: 'full', objectFit: 'cover' });

/**
 * A picture that never downloads more than it shows: the intake's resized copies in a `srcset`
 * (domain/src/images.ts), so the browser picks the smallest that fills `sizes` at the screen's
 * density. Pictures from elsewhere show as they are. Build-time CSS: it paints in prerendered pages.
 */
export function ResponsiveImage({ src, alt, sizes, eager = false, first = false, cover = false, ...rest }: ResponsiveImageProps) {
  return (
    <img
      src={imageVariantUrl(src, 640) ?? src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      loading={eager || first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      className={cx(cover && COVER)}
      {...rest}
    />
  );
}
