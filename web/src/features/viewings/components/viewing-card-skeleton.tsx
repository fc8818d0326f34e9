import { css } from 'styled-system/css';
import { Skeleton, SkeletonText } from '../../../components/static/skeleton';

const CARD = css({ display: 'flex', alignItems: 'start', gap: '4', bg: 'white', borderWidth: '1px', rounded: 'xl', p: '4' });
const PICTURE = css({ w: { base: '16', md: '24' }, h: { base: '14', md: '20' }, rounded: 'lg', flexShrink: '0' });
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' });
const ACTION = css({ h: '8', w: '40', alignSelf: 'end' });

/** A visit while the list loads, at the card's own size. */
export function ViewingCardSkeleton() {
  return (
    <div className={CARD}>
      <Skeleton className={PICTURE} />
      <div className={TEXTS}>
        <SkeletonText />
        <Skeleton className={ACTION} />
      </div>
    </div>
  );
}
