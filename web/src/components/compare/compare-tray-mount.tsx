import { Box } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useCompareTray } from '../../lib/compare/use-compare-tray';
import { CompareTrayBar } from './compare-tray-bar';

/** The compare bar's height: the page ends this much lower while it shows, so it never covers content. */
const COMPARE_BAR_HEIGHT = '4.5rem';

/**
 * The compare bar at the bottom of every page while the tray holds listings (not on the compare page
 * itself, which shows them), with a spacer of its height at the end of the page.
 */
export function CompareTrayMount() {
  const count = useCompareTray().length;
  const onComparePage = useLocation().pathname === paths.compare.path;
  if (count === 0 || onComparePage) return null;
  return (
    <>
      <Box h={COMPARE_BAR_HEIGHT} aria-hidden data-testid="compare-bar-spacer" />
      <CompareTrayBar height={COMPARE_BAR_HEIGHT} />
    </>
  );
}
