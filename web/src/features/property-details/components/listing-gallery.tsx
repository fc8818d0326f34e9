import { FiMaximize2 } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { GALLERY_MESSAGES, galleryOf } from '@homehaven/domain/listing-media';
import { PictureGroup } from '../../../components/property/gallery/picture-group';
import { PictureTiles } from '../../../components/property/gallery/picture-tiles';
import { usePictureLightbox } from '../../../components/property/gallery/use-picture-lightbox';
import { Button } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { Listing } from '../../../lib/firebase/documents';

const GALLERY = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const COVER_FRAME = css({ position: 'relative' });
// Chakra's AspectRatio: the box keeps 16:10, the picture fills it, cropped.
const COVER = css({
  position: 'relative',
  aspectRatio: '16 / 10',
  bg: 'gray.200',
  rounded: 'xl',
  overflow: 'hidden',
  cursor: 'zoom-in',
  '& > img': { position: 'absolute', inset: '0', w: '100%', h: '100%', objectFit: 'cover' },
});
const SHOW_ALL = css({ position: 'absolute', bottom: '3', right: '3', shadow: 'md' });

/**
 * The listing's photos: the cover large (the page's largest paint, fetched first), a row of
 * thumbnails when there are more, and a full-screen lightbox from either. A listing from before
 * galleries has its one picture (galleryOf).
 */
export function ListingGallery({ listing }: { listing: Listing }) {
  const photos = galleryOf(listing);
  const { openAt, lightbox } = usePictureLightbox({ urls: photos, name: GALLERY_MESSAGES.photo, label: GALLERY_MESSAGES.photoViewer });
  const openCover = () => openAt(Math.max(0, photos.indexOf(listing.image)));
  return (
    <div className={GALLERY}>
      <div className={COVER_FRAME}>
        {/* The picture itself opens the lightbox for a pointer; the button below is the keyboard's way. */}
        <div className={COVER} onClick={openCover}>
          <ResponsiveImage src={listing.image} alt={listing.title} sizes="(min-width: 64em) 760px, 100vw" first cover />
        </div>
        <Button size="sm" variant="surface" palette="gray" className={SHOW_ALL} aria-haspopup="dialog" onClick={openCover}>
          <FiMaximize2 aria-hidden /> {GALLERY_MESSAGES.showPhotos(photos.length)}
        </Button>
      </div>
      {photos.length > 1 ? <PictureTiles urls={photos} name={GALLERY_MESSAGES.photo} onOpen={openAt} label={GALLERY_MESSAGES.thumbnails} /> : null}
      {lightbox}
    </div>
  );
}

/** The floor plans, in their own section, each opening in the lightbox with zoom; nothing when there are none. */
export function FloorPlansSection({ listing }: { listing: Listing }) {
  return <PictureGroup heading={GALLERY_MESSAGES.floorPlansHeading} level="h2" urls={listing.floorPlans ?? []} name={GALLERY_MESSAGES.floorPlan} viewer={GALLERY_MESSAGES.floorPlanViewer} drawings />;
}
