import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { FaPlay } from 'react-icons/fa6';
import { buttonClass } from '../../../components/static/button-style';
import { useLazyOpen } from '../../../lib/use-lazy-open';

// The dialog (Ark UI's with it) loads on the first press, not with the page.
const VideoDialogPanel = lazy(() => import('./video-dialog-panel'));

// Chakra's 2xl round teal IconButton with a large shadow.
const PLAY = buttonClass({ size: '2xl', palette: 'teal', className: css({ px: '0', rounded: 'full', shadow: 'lg' }) });

/** The promo video button; there is no video, and the dialog says so (docs/product.md §5.2 About). */
export function VideoDialog() {
  const { open, setOpen, mounted, show } = useLazyOpen();
  return (
    <>
      <button type="button" className={PLAY} aria-label="Play promo video" aria-haspopup="dialog" onClick={show}>
        <FaPlay />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <VideoDialogPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
