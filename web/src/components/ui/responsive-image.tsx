import { Image, type ImageProps } from '@chakra-ui/react';
import { imageSrcSet, imageVariantUrl } from '@homehaven/domain/images';

interface ResponsiveImageProps extends Omit<ImageProps, 'src' | 'srcSet' | 'sizes' | 'loading'> {
  src: string;
  alt: string;
  /** How wide the picture shows at each screen width (the `sizes` attribute). */
  sizes: string;
  /** Above the fold: load at once, with high priority. Otherwise the picture loads lazily. */
  eager?: boolean;
}

/**
 * A picture that never downloads more than it shows: the intake's resized copies in a `srcset`
 * (domain/src/images.ts), so the browser picks the smallest that fills `sizes` at the screen's
 * density. Pictures from elsewhere show as they are.
 */
export function ResponsiveImage({ src, alt, sizes, eager = false, ...image }: ResponsiveImageProps) {
  return (
    <Image
      src={imageVariantUrl(src, 640) ?? src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      {...image}
    />
  );
}
