import { AspectRatio, Box, Button, Stack } from '@chakra-ui/react';
import { FiMaximize2 } from 'react-icons/fi';
import { GALLERY_MESSAGES, galleryOf } from '@homehaven/domain/listing-media';
import { PictureGroup } from '../../../components/property/gallery/picture-group';
import { PictureTiles } from '../../../components/property/gallery/picture-tiles';
import { usePictureLightbox } from '../../../components/property/gallery/use-picture-lightbox';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { Listing } from '../../../lib/firebase/documents';

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
    <Stack gap="3">
      <Box position="relative">
        {/* The picture itself opens the lightbox for a pointer; the button below is the keyboard's way. */}
        <AspectRatio ratio={16 / 10} bg="gray.200" rounded="xl" overflow="hidden" cursor="zoom-in" onClick={openCover}>
          <ResponsiveImage src={listing.image} alt={listing.title} sizes="(min-width: 64em) 760px, 100vw" first cover />
        </AspectRatio>
        <Button position="absolute" bottom="3" right="3" size="sm" variant="surface" colorPalette="gray" shadow="md" aria-haspopup="dialog" onClick={openCover}>
          <FiMaximize2 aria-hidden /> {GALLERY_MESSAGES.showPhotos(photos.length)}
        </Button>
      </Box>
      {photos.length > 1 ? <PictureTiles urls={photos} name={GALLERY_MESSAGES.photo} onOpen={openAt} label={GALLERY_MESSAGES.thumbnails} /> : null}
      {lightbox}
    </Stack>
  );
}

/** The floor plans, in their own section, each opening in the lightbox with zoom; nothing when there are none. */
export function FloorPlansSection({ listing }: { listing: Listing }) {
  return <PictureGroup heading={GALLERY_MESSAGES.floorPlansHeading} level="h2" urls={listing.floorPlans ?? []} name={GALLERY_MESSAGES.floorPlan} viewer={GALLERY_MESSAGES.floorPlanViewer} drawings />;
}
