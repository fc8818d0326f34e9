import { lazy, Suspense } from 'react';
import { IconButton } from '@chakra-ui/react';
import { FaPlay } from 'react-icons/fa6';
import { useLazyOpen } from '../../../lib/use-lazy-open';

// The dialog's code loads on the first press, not with the page.
const VideoDialogPanel = lazy(() => import('./video-dialog-panel'));

/** The promo video button; there is no video, and the dialog says so (spec section 1). */
export function VideoDialog() {
  const { open, setOpen, mounted, show } = useLazyOpen();
  return (
    <>
      <IconButton aria-label="Play promo video" aria-haspopup="dialog" size="2xl" rounded="full" colorPalette="teal" shadow="lg" onClick={show}>
        <FaPlay />
      </IconButton>
      {mounted ? (
        <Suspense fallback={null}>
          <VideoDialogPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
