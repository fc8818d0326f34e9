import { Box, Heading } from '@chakra-ui/react';
import { PictureTiles } from './picture-tiles';
import { usePictureLightbox } from './use-picture-lightbox';

interface PictureGroupProps {
  heading: string;
  /** The heading's level where the group sits. */
  level: 'h2' | 'h3';
  urls: readonly string[];
  /** Each picture's name ("Floor plan 1 of 2"), in the tiles and the lightbox. */
  name: (position: number | string, total: number | string) => string;
  /** The lightbox's name. */
  viewer: string;
  /** Drawings (floor plans): whole pictures in a grid, zoom in the lightbox. */
  drawings?: boolean;
}

/** A headed set of pictures, each opening in the lightbox; nothing when there are none. */
export function PictureGroup({ heading, level, urls, name, viewer, drawings = false }: PictureGroupProps) {
  const { openAt, lightbox } = usePictureLightbox({ urls, name, label: viewer, zoom: drawings });
  if (urls.length === 0) return null;
  return (
    <Box as="section" aria-label={heading}>
      <Heading as={level} size={level === 'h2' ? 'lg' : 'sm'} mb={level === 'h2' ? 3 : 2}>
        {heading}
      </Heading>
      <PictureTiles urls={urls} name={name} onOpen={openAt} label={heading} layout={drawings ? 'grid' : 'strip'} />
      {lightbox}
    </Box>
  );
}
