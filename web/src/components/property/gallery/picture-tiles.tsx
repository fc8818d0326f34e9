import { css, cx } from 'styled-system/css';
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

const TILE = css({ flexShrink: 0 });
const TILE_BUTTON = css({ display: 'block', rounded: 'md', overflow: 'hidden', cursor: 'zoom-in', _focusVisible: { outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' } });
const STRIP_TILE = cx(TILE_BUTTON, css({ w: { base: '20', md: '24' }, aspectRatio: 4 / 3, bg: 'gray.200' }));
const GRID_TILE = cx(TILE_BUTTON, css({ w: 'full', aspectRatio: 4 / 3, bg: 'white', borderWidth: '1px', p: '2', '& img': { w: 'full', h: 'full', objectFit: 'contain' } }));
const STRIP = css({ listStyleType: 'none', display: 'flex', gap: '2', overflowX: 'auto', p: '1', m: '-1' });
const GRID = css({ listStyleType: 'none', display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' });

/**
 * Pictures as a list of buttons, each opening the picture (in a lightbox). The first loads at once,
 * the rest lazily; each is the intake's smallest copy that fills the tile (ResponsiveImage's srcset).
 */
export function PictureTiles({ urls, name, onOpen, label, layout = 'strip' }: PictureTilesProps) {
  const grid = layout === 'grid';
  return (
    <ul className={grid ? GRID : STRIP} aria-label={label}>
      {urls.map((url, index) => (
        <li key={url} className={TILE}>
          <button type="button" className={grid ? GRID_TILE : STRIP_TILE} aria-label={name(index + 1, urls.length)} onClick={() => onOpen(index)}>
            <ResponsiveImage src={url} alt="" sizes={grid ? '(min-width: 48em) 240px, 50vw' : '96px'} eager={index === 0} cover={!grid} />
          </button>
        </li>
      ))}
    </ul>
  );
}
