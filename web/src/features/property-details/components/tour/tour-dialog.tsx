import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Box, Button, Center, CloseButton, Dialog, Group, Link, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { TbView360 } from 'react-icons/tb';
import { GALLERY_MESSAGES } from '@homehaven/domain/listing-media';
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

/** The tour: one panorama at a time in the viewer, buttons to switch when there are several, and a text alternative. */
function TourBody({ listing, panoramas }: { listing: Listing; panoramas: readonly string[] }) {
  const [shown, setShown] = useState(0);
  const [status, setStatus] = useState<PanoramaStatus>('loading');
  const url = panoramas[shown] ?? '';
  const description = GALLERY_MESSAGES.tourDescription(listing.title, shown + 1, panoramas.length);
  return (
    <Stack gap="3">
      {panoramas.length > 1 ? (
        <Group role="group" aria-label={GALLERY_MESSAGES.tourChoice} flexWrap="wrap">
          {panoramas.map((panorama, index) => (
            <Button key={panorama} size="sm" colorPalette="teal" variant={index === shown ? 'solid' : 'outline'} aria-pressed={index === shown} onClick={() => setShown(index)}>
              {GALLERY_MESSAGES.panorama(index + 1, panoramas.length)}
            </Button>
          ))}
        </Group>
      ) : null}
      <Box position="relative" h={{ base: '55vh', md: '60vh' }} rounded="md" overflow="hidden" bg="gray.900">
        <Box role="img" aria-label={description} w="full" h="full">
          <Suspense fallback={null}>
            <PanoramaViewer url={url} onStatus={setStatus} />
          </Suspense>
        </Box>
        {status === 'loading' ? (
          <Center position="absolute" inset="0" gap="3" color="white" role="status" data-testid="tour-loading">
            <Spinner /> <Text>{GALLERY_MESSAGES.tourLoading}</Text>
          </Center>
        ) : null}
        {status === 'error' ? (
          <Center position="absolute" inset="0" p="6" color="white" bg="gray.900" textAlign="center" role="alert">
            <Text>{GALLERY_MESSAGES.tourError}</Text>
          </Center>
        ) : null}
      </Box>
      <Text>{description}</Text>
      <Text fontSize="sm" color="fg.muted">
        {GALLERY_MESSAGES.tourHelp}
      </Text>
      <Link href={url} target="_blank" rel="noreferrer" colorPalette="teal" fontSize="sm" alignSelf="flex-start">
        {GALLERY_MESSAGES.tourFlatPicture}
      </Link>
    </Stack>
  );
}

/** "Take the 360° tour", for a listing with panoramas: a dialog with the viewer, loaded on the first press. */
export function TourButton({ listing }: { listing: Listing }) {
  const [open, setOpen] = useState(false);
  const panoramas = listing.panoramas ?? [];
  if (panoramas.length === 0) return null;
  return (
    <Dialog.Root open={open} onOpenChange={(event) => setOpen(event.open)} size={{ base: 'full', md: 'xl' }} placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button colorPalette="teal" variant="outline" alignSelf="flex-start">
          <TbView360 aria-hidden /> {GALLERY_MESSAGES.tourButton}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{GALLERY_MESSAGES.tourTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <TourBody listing={listing} panoramas={panoramas} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
