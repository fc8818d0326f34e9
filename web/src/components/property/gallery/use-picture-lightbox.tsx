import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes/spinner';
import { GALLERY_MESSAGES } from '@homehaven/domain/listing-media';
import { notifyError } from '../../../lib/toast';
import { useLazyOpen } from '../../../lib/use-lazy-open';
import type { PictureLightboxProps } from './picture-lightbox';

/** Said once, and closed again, when the lightbox's code could not be fetched (offline, a new deploy). */
function LightboxUnavailable({ onClose }: PictureLightboxProps) {
  useEffect(() => {
    notifyError(GALLERY_MESSAGES.viewerFailed);
    onClose();
  }, [onClose]);
  return null;
}

// The lightbox is a chunk of its own, fetched on the first open.
const PictureLightbox = lazy<ComponentType<PictureLightboxProps>>(() =>
  import('./picture-lightbox').catch((error: unknown) => {
    console.error('lightbox', error);
    return { default: LightboxUnavailable };
  }),
);

const DIMMED = css({ position: 'fixed', inset: '0', zIndex: 'modal', bg: 'blackAlpha.700', display: 'flex', alignItems: 'center', justifyContent: 'center' });
const SPIN = cx(spinner({ size: 'xl' }), css({ color: 'white' }));

/** While the lightbox's code arrives: the screen dimmed, with a spinner. */
function LightboxLoading() {
  return (
    <div className={DIMMED} role="status" aria-label={GALLERY_MESSAGES.viewerLoading}>
      <span className={SPIN} />
    </div>
  );
}

interface Pictures {
  urls: readonly string[];
  /** Each picture's name ("Photo 3 of 8"); also the lightbox's slide names. */
  name: (position: number | string, total: number | string) => string;
  /** The lightbox's name. */
  label: string;
  zoom?: boolean;
}

/** A lightbox over `urls`: `openAt(i)` opens it on the i-th picture; `lightbox` is the element to render. */
export function usePictureLightbox({ urls, name, label, zoom = false }: Pictures): { openAt: (index: number) => void; lightbox: ReactNode } {
  const { open, setOpen, mounted, show } = useLazyOpen();
  const [index, setIndex] = useState(0);
  const openAt = (at: number) => {
    setIndex(at);
    show();
  };
  // Stable: the unavailable fallback runs it from an effect.
  const close = useCallback(() => setOpen(false), [setOpen]);
  const lightbox = mounted ? (
    <Suspense fallback={<LightboxLoading />}>
      <PictureLightbox
        pictures={urls.map((src, at) => ({ src, alt: name(at + 1, urls.length) }))}
        index={index}
        open={open}
        onClose={close}
        label={label}
        slideLabel={name('{index}', '{total}')}
        zoom={zoom}
      />
    </Suspense>
  ) : null;
  return { openAt, lightbox };
}
