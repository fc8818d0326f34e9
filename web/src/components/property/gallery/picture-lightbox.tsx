import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';

/** One picture as the lightbox shows it: its URL and its accessible name ("Photo 3 of 8"). */
export interface LightboxPicture {
  src: string;
  alt: string;
}

export interface PictureLightboxProps {
  pictures: LightboxPicture[];
  /** The picture shown when it opens. */
  index: number;
  open: boolean;
  onClose: () => void;
  /** The dialog's name ("Photo viewer"). */
  label: string;
  /** Each slide's name, with the lightbox's `{index}` and `{total}` placeholders ("Photo {index} of {total}"). */
  slideLabel: string;
  /** Floor plans: zoom buttons, pinch, double click and the wheel zoom in. */
  zoom?: boolean;
}

const ZOOM = [Zoom];
/** Drawings zoom to four times their own pixels (a plan's small print), and the wheel zooms too. */
const ZOOM_SETTINGS = { maxZoomPixelRatio: 4, scrollToZoom: true };
const NO_PLUGINS: never[] = [];
/** A single picture has nowhere to go: no Previous and Next buttons. */
const SINGLE = { buttonPrev: () => null, buttonNext: () => null };

/**
 * The full-screen lightbox (yet-another-react-lightbox): swipe on touch screens, arrow keys and
 * Escape on keyboards, focus back where it was when it closes. Loaded on the first open, with its
 * stylesheet, so the details page does not carry it (docs/listings.md "Gallery, floor plans and tour").
 * Pictures load in full size, the neighbours of the one shown first.
 */
export default function PictureLightbox({ pictures, index, open, onClose, label, slideLabel, zoom = false }: PictureLightboxProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={pictures}
      plugins={zoom ? ZOOM : NO_PLUGINS}
      zoom={zoom ? ZOOM_SETTINGS : undefined}
      carousel={{ finite: pictures.length <= 1, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      render={pictures.length <= 1 ? SINGLE : undefined}
      labels={{ Lightbox: label, 'Photo gallery': label, '{index} of {total}': slideLabel }}
    />
  );
}
