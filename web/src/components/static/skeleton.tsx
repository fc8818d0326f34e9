import { cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes/skeleton';

/**
 * A loading placeholder like Chakra's `<Skeleton>` (pulsing grey), from build-time CSS; size and
 * shape come from `className`. Hidden from assistive technology: the list around it says it is busy.
 */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cx(skeleton(), className)} />;
}
