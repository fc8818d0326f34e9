import { css, cx } from 'styled-system/css';
import { FiCheck, FiPlus } from 'react-icons/fi';
import { COMPARE_FULL_MESSAGE, type CompareItem } from '@homehaven/domain/compare';
import { toggleCompare } from '../../lib/compare/compare-tray';
import { useCompareTray } from '../../lib/compare/use-compare-tray';
import { notifyInfo } from '../../lib/toast';
import { buttonClass } from '../static/button-style';

const PILL = buttonClass({ size: 'xs', variant: 'solid', palette: 'teal', className: css({ rounded: 'full', shadow: 'md' }) });
const OFF = css({ bg: 'white', color: 'teal.800', _hover: { bg: 'teal.50' } });
const ON = css({ bg: 'teal.700', color: 'white', _hover: { bg: 'teal.800' } });

/**
 * Compare on a property card: a small pill over the picture (the card keeps its height), named
 * "Compare {title}" and pressed while the listing is in the tray. A full tray refuses a fifth listing
 * and says why (a toast, once however often it is clicked), rather than a disabled button that cannot
 * explain. The tray lives in local storage, so a prerendered card shows it unpressed until hydrated.
 */
export function CompareToggle({ listing }: { listing: CompareItem }) {
  const chosen = useCompareTray().some((item) => item.id === listing.id);
  const toggle = () => {
    if (toggleCompare(listing) === 'full') notifyInfo(COMPARE_FULL_MESSAGE, 'compare-full');
  };
  return (
    <button type="button" className={cx(PILL, chosen ? ON : OFF)} aria-pressed={chosen} aria-label={`Compare ${listing.title}`} onClick={toggle} data-testid="compare-toggle">
      {chosen ? <FiCheck aria-hidden /> : <FiPlus aria-hidden />}
      Compare
    </button>
  );
}
