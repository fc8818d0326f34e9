import { FiCheck, FiPlus } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { COMPARE_FULL_MESSAGE, type CompareItem } from '@homehaven/domain/compare';
import { Button } from '../../../components/ui/button';
import { toggleCompare } from '../../../lib/compare/compare-tray';
import { useCompareTray } from '../../../lib/compare/use-compare-tray';
import { notifyInfo } from '../../../lib/toast';

const FULL_WIDTH = css({ w: 'full' });

/**
 * Add to compare / Remove from compare on the details page: its words say what it will do. A full
 * tray refuses a fifth listing and says why, as the cards' Compare does.
 */
export function CompareButton({ listing }: { listing: CompareItem }) {
  const chosen = useCompareTray().some((item) => item.id === listing.id);
  const toggle = () => {
    if (toggleCompare(listing) === 'full') notifyInfo(COMPARE_FULL_MESSAGE, 'compare-full');
  };
  return (
    <Button palette="teal" variant={chosen ? 'subtle' : 'outline'} className={FULL_WIDTH} onClick={toggle} data-testid="compare-toggle">
      {chosen ? <FiCheck aria-hidden /> : <FiPlus aria-hidden />}
      {chosen ? 'Remove from compare' : 'Add to compare'}
    </Button>
  );
}
