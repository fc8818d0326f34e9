import type { CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router';
import { FiColumns, FiX } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { COMPARE_LIMIT } from '@homehaven/domain/compare';
import { imageVariantUrl } from '@homehaven/domain/images';
import { paths } from '../../config/paths';
import { clearCompare, removeFromCompare } from '../../lib/compare/compare-tray';
import { useCompareTray } from '../../lib/compare/use-compare-tray';
import { PAGE_CONTAINER } from '../static/page-container';

const BAR = css({ position: 'fixed', bottom: '0', left: '0', right: '0', h: 'var(--bar-height)', zIndex: 'sticky', bg: 'white', borderTopWidth: '1px', shadow: '0 -4px 16px rgba(0, 0, 0, 0.08)' });
const CONTAINER = cx(PAGE_CONTAINER['7xl'], css({ h: 'full' }));
const ROW = css({ display: 'flex', alignItems: 'center', h: 'full', gap: { base: '2', md: '4' }, justifyContent: 'space-between' });
const COUNT = css({ display: { base: 'none', md: 'block' }, fontWeight: 'semibold', flexShrink: 0 });
const THUMBS = css({ display: 'flex', alignItems: 'center', listStyleType: 'none', gap: { base: '1.5', md: '2' }, minW: '0', flex: '1', justifyContent: { md: 'center' } });
const THUMB_ITEM = css({ position: 'relative', flexShrink: 0 });
const THUMB = css({ boxSize: { base: '9', md: '12' }, objectFit: 'cover', rounded: 'md', bg: 'gray.200' });
// Chakra's 2xs round IconButton in the thumbnail's corner, dark.
const REMOVE = cx(
  button({ size: '2xs', variant: 'solid' }),
  css({
    colorPalette: 'gray',
    px: '0',
    py: '0',
    '& svg': { fontSize: '1.2em' },
    rounded: 'full',
    position: 'absolute',
    top: '-1.5',
    right: '-1.5',
    minW: '5',
    h: '5',
    bg: 'gray.800',
    color: 'white',
    _hover: { bg: 'black' },
  }),
);
const ACTIONS = css({ display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 });
const CLEAR = cx(button({ size: { base: 'sm', md: 'md' }, variant: 'ghost' }), css({ colorPalette: 'gray' }));
const OPEN = cx(button({ size: { base: 'sm', md: 'md' }, variant: 'solid' }), css({ colorPalette: 'teal' }));

/**
 * The compare bar, fixed at the bottom of the viewport: how many listings are chosen, their
 * thumbnails (each with its own remove), Clear, and the way to the compare page.
 */
export function CompareTrayBar({ height }: { height: string }) {
  const items = useCompareTray();
  return (
    <section aria-label="Compare tray" className={BAR} style={{ '--bar-height': height } as CSSProperties} data-testid="compare-bar">
      <div className={CONTAINER}>
        <div className={ROW}>
          <p className={COUNT} aria-live="polite">
            {items.length} of {COMPARE_LIMIT} to compare
          </p>
          <ul className={THUMBS}>
            {items.map((item) => (
              <li key={item.id} className={THUMB_ITEM}>
                <img src={imageVariantUrl(item.image, 160) ?? item.image} alt={item.title} title={item.title} className={THUMB} loading="lazy" />
                <button type="button" className={REMOVE} aria-label={`Remove ${item.title} from compare`} onClick={() => removeFromCompare(item.id)}>
                  <FiX aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          <div className={ACTIONS}>
            <button type="button" className={CLEAR} onClick={clearCompare}>
              Clear
            </button>
            <RouterLink to={paths.compare.href()} className={OPEN}>
              <FiColumns aria-hidden /> Compare ({items.length})
            </RouterLink>
          </div>
        </div>
      </div>
    </section>
  );
}
