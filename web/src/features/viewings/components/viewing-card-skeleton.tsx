import { css } from 'styled-system/css';
import { Skeleton } from '../../../components/static/skeleton';

const CARD = css({ display: 'flex', alignItems: 'start', gap: '4', bg: 'white', borderWidth: '1px', rounded: 'xl', p: '4' });
const PICTURE = css({ w: { base: '16', md: '24' }, h: { base: '14', md: '20' }, rounded: 'lg', flexShrink: '0' });
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' });
// Chakra's SkeletonText of three lines: the last one shorter.
const LINES = css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' });
const LINE = css({ h: '4', maxW: '100%' });
const LAST_LINE = css({ h: '4', maxW: '80%' });
const ACTION = css({ h: '8', w: '40', alignSelf: 'end' });

/** A visit while the list loads, at the card's own size. */
export function ViewingCardSkeleton() {
  return (
    <div className={CARD}>
      <Skeleton className={PICTURE} />
      <div className={TEXTS}>
        <div className={LINES}>
          <Skeleton className={LINE} />
          <Skeleton className={LINE} />
          <Skeleton className={LAST_LINE} />
        </div>
        <Skeleton className={ACTION} />
      </div>
    </div>
  );
}
