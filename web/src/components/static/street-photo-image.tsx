import { css } from 'styled-system/css';
import { STREET_PHOTO } from './street-photo';

const FILL = css({ position: 'absolute', inset: '0', w: '100%', h: '100%', objectFit: 'cover' });

/**
 * The street photo filling the box it sits in (which needs `position: relative`), fetched with high
 * priority: it is its page's largest paint, preloaded by the prerendered HTML with the same `sizes`.
 */
export function StreetPhoto({ sizes }: { sizes: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={STREET_PHOTO.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={STREET_PHOTO.srcSet} sizes={sizes} />
      <img src={STREET_PHOTO.fallback} alt="" width={STREET_PHOTO.width} height={STREET_PHOTO.height} fetchPriority="high" className={FILL} />
    </picture>
  );
}
