import { css, cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes/skeleton';

/**
 * A loading placeholder like Chakra's `<Skeleton>` (pulsing grey), from build-time CSS; size and
 * shape come from `className`. Hidden from assistive technology: the list around it says it is busy.
 */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cx(skeleton(), className)} />;
}

const LINES = css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' });
const LINE = css({ h: '4' });
const LAST_LINE = css({ h: '4', maxW: '80%' });

/** Lines of text loading, like Chakra's `<SkeletonText>`: 1rem high, 0.5rem apart, the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-hidden className={LINES}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={index === lines - 1 ? LAST_LINE : LINE} />
      ))}
    </div>
  );
}
