import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { TbView360 } from 'react-icons/tb';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes/link';
import { spinner } from 'styled-system/recipes/spinner';
import { GALLERY_MESSAGES } from '@homehaven/domain/listing-media';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import type { Listing } from '../../../../lib/firebase/documents';
import type { PanoramaStatus, PanoramaViewerProps } from './panorama-viewer';

/** The viewer's code could not be fetched (offline, a new deploy): the tour says it could not load. */
function ViewerUnavailable({ onStatus }: PanoramaViewerProps) {
  useEffect(() => onStatus('error'), [onStatus]);
  return null;
}

// The viewer and three.js are chunks of their own (three-parts.ts says why two), fetched when the tour opens.
const PanoramaViewer = lazy<ComponentType<PanoramaViewerProps>>(async () => {
  try {
    const [, viewer] = await Promise.all([import('./three-parts'), import('./panorama-viewer')]);
    return viewer;
  } catch (error) {
    console.error('panorama viewer', error);
    return { default: ViewerUnavailable };
  }
});

const TOUR = css({ display: 'flex', flexDirection: 'column', gap: '3' });
// Chakra's Group: the buttons side by side, wrapping on a narrow screen.
const CHOICE = css({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', isolation: 'isolate', position: 'relative', flexWrap: 'wrap' });
const STAGE = css({ position: 'relative', h: { base: '55vh', md: '60vh' }, rounded: 'md', overflow: 'hidden', bg: 'gray.900' });
const VIEW = css({ w: 'full', h: 'full' });
const OVERLAY = css({ position: 'absolute', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'white' });
const LOADING = cx(OVERLAY, css({ gap: '3' }));
const FAILED = cx(OVERLAY, css({ p: '6', bg: 'gray.900', textAlign: 'center' }));
const SPIN = spinner();
const HELP = css({ fontSize: 'sm', color: 'fg.muted' });
const FLAT_PICTURE = cx(link(), css({ colorPalette: 'teal', fontSize: 'sm', alignSelf: 'flex-start' }));
const TRIGGER = css({ alignSelf: 'flex-start' });

/** The tour: one panorama at a time in the viewer, buttons to switch when there are several, and a text alternative. */
function TourBody({ listing, panoramas }: { listing: Listing; panoramas: readonly string[] }) {
  const [shown, setShown] = useState(0);
  const [status, setStatus] = useState<PanoramaStatus>('loading');
  const url = panoramas[shown] ?? '';
  const description = GALLERY_MESSAGES.tourDescription(listing.title, shown + 1, panoramas.length);
  return (
    <div className={TOUR}>
      {panoramas.length > 1 ? (
        <div className={CHOICE} role="group" aria-label={GALLERY_MESSAGES.tourChoice}>
          {panoramas.map((panorama, index) => (
            <Button key={panorama} size="sm" palette="teal" variant={index === shown ? 'solid' : 'outline'} aria-pressed={index === shown} onClick={() => setShown(index)}>
              {GALLERY_MESSAGES.panorama(index + 1, panoramas.length)}
            </Button>
          ))}
        </div>
      ) : null}
      <div className={STAGE}>
        <div className={VIEW} role="img" aria-label={description}>
          <Suspense fallback={null}>
            <PanoramaViewer url={url} onStatus={setStatus} />
          </Suspense>
        </div>
        {status === 'loading' ? (
          <div className={LOADING} role="status" data-testid="tour-loading">
            <span className={SPIN} /> <p>{GALLERY_MESSAGES.tourLoading}</p>
          </div>
        ) : null}
        {status === 'error' ? (
          <div className={FAILED} role="alert">
            <p>{GALLERY_MESSAGES.tourError}</p>
          </div>
        ) : null}
      </div>
      <p>{description}</p>
      <p className={HELP}>{GALLERY_MESSAGES.tourHelp}</p>
      <a href={url} target="_blank" rel="noreferrer" className={FLAT_PICTURE}>
        {GALLERY_MESSAGES.tourFlatPicture}
      </a>
    </div>
  );
}

/**
 * "Take the 360° tour", for a listing with panoramas: a dialog with the viewer, loaded on the first
 * press. The button sits outside the dialog; the dialog gives focus back to it when it closes.
 */
export function TourButton({ listing }: { listing: Listing }) {
  const [open, setOpen] = useState(false);
  const panoramas = listing.panoramas ?? [];
  if (panoramas.length === 0) return null;
  return (
    <>
      <Button palette="teal" variant="outline" className={TRIGGER} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <TbView360 aria-hidden /> {GALLERY_MESSAGES.tourButton}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={GALLERY_MESSAGES.tourTitle} look="viewer" closeButton>
        <TourBody listing={listing} panoramas={panoramas} />
      </Dialog>
    </>
  );
}
