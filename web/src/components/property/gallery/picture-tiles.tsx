import { Box, chakra, SimpleGrid } from '@chakra-ui/react';
import { ResponsiveImage } from '../../ui/responsive-image';

interface PictureTilesProps {
  urls: readonly string[];
  /** Each picture's accessible name ("Photo 3 of 8"): the tiles are buttons that open it. */
  name: (position: number, total: number) => string;
  onOpen: (index: number) => void;
  /** The list's name. */
  label: string;
  /**
   * `strip`: small cropped thumbnails in one scrolling row (a gallery's photos); `grid`: larger
   * tiles showing the whole picture on white (floor plans, whose edges matter).
   */
  layout?: 'strip' | 'grid';
}

const STRIP_TILE = { w: { base: '20', md: '24' }, aspectRatio: 4 / 3, bg: 'gray.200' } as const;
const GRID_TILE = { w: 'full', aspectRatio: 4 / 3, bg: 'white', borderWidth: '1px', p: '2', css: { '& img': { w: 'full', h: 'full', objectFit: 'contain' } } } as const;

/**
 * Pictures as a list of buttons, each opening the picture (in a lightbox). The first loads at once,
 * the rest lazily; each is the intake's smallest copy that fills the tile (ResponsiveImage's srcset).
 */
export function PictureTiles({ urls, name, onOpen, label, layout = 'strip' }: PictureTilesProps) {
  const grid = layout === 'grid';
  const tiles = urls.map((url, index) => (
    <Box as="li" key={url} flexShrink={0}>
      <chakra.button
        type="button"
        display="block"
        rounded="md"
        overflow="hidden"
        cursor="zoom-in"
        aria-label={name(index + 1, urls.length)}
        onClick={() => onOpen(index)}
        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
        {...(grid ? GRID_TILE : STRIP_TILE)}
      >
        <ResponsiveImage src={url} alt="" sizes={grid ? '(min-width: 48em) 240px, 50vw' : '96px'} eager={index === 0} cover={!grid} />
      </chakra.button>
    </Box>
  ));
  return grid ? (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3 }} gap="3" aria-label={label}>
      {tiles}
    </SimpleGrid>
  ) : (
    <Box as="ul" listStyleType="none" display="flex" gap="2" overflowX="auto" p="1" m="-1" aria-label={label}>
      {tiles}
    </Box>
  );
}
