import { Button } from '@chakra-ui/react';
import { FiCheck, FiPlus } from 'react-icons/fi';
import { COMPARE_FULL_MESSAGE, type CompareItem } from '@homehaven/domain/compare';
import { toggleCompare } from '../../lib/compare/compare-tray';
import { useCompareTray } from '../../lib/compare/use-compare-tray';
import { notifyInfo } from '../../lib/toast';

/**
 * Compare on a property card: a small pill over the picture (the card keeps its height), named
 * "Compare {title}" and pressed while the listing is in the tray. A full tray refuses a fifth listing
 * and says why (a toast, once however often it is clicked), rather than a disabled button that cannot
 * explain. Loaded after the first paint (lazy-compare.tsx); the details page has its own worded button.
 */
export function CompareToggle({ listing }: { listing: CompareItem }) {
  const chosen = useCompareTray().some((item) => item.id === listing.id);
  const toggle = () => {
    if (toggleCompare(listing) === 'full') notifyInfo(COMPARE_FULL_MESSAGE, 'compare-full');
  };
  return (
    <Button
      size="xs"
      rounded="full"
      shadow="md"
      colorPalette="teal"
      variant="solid"
      bg={chosen ? 'teal.700' : 'white'}
      color={chosen ? 'white' : 'teal.800'}
      _hover={{ bg: chosen ? 'teal.800' : 'teal.50' }}
      aria-pressed={chosen}
      aria-label={`Compare ${listing.title}`}
      onClick={toggle}
      data-testid="compare-toggle"
    >
      {chosen ? <FiCheck aria-hidden /> : <FiPlus aria-hidden />}
      Compare
    </Button>
  );
}
