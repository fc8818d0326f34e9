import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes/heading';
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

// A section's heading (h2) is larger than a sub-section's (h3).
const HEADING = { h2: cx(heading({ size: 'lg' }), css({ mb: '3' })), h3: cx(heading({ size: 'sm' }), css({ mb: '2' })) } as const;

/** A headed set of pictures, each opening in the lightbox; nothing when there are none. */
export function PictureGroup({ heading: title, level: Level, urls, name, viewer, drawings = false }: PictureGroupProps) {
  const { openAt, lightbox } = usePictureLightbox({ urls, name, label: viewer, zoom: drawings });
  if (urls.length === 0) return null;
  return (
    <section aria-label={title}>
      <Level className={HEADING[Level]}>{title}</Level>
      <PictureTiles urls={urls} name={name} onOpen={openAt} label={title} layout={drawings ? 'grid' : 'strip'} />
      {lightbox}
    </section>
  );
}
