import { css } from 'styled-system/css';
import { Skeleton, SkeletonText } from '../../../components/static/skeleton';

const ROW = css({ display: 'flex', alignItems: 'start', gap: '4', bg: 'white', borderWidth: '1px', rounded: 'xl', p: '3' });
const PICTURE = css({ w: { base: '20', md: '28' }, h: { base: '16', md: '20' }, rounded: 'lg', flexShrink: '0' });
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' });
const DATE = css({ h: '4', w: '32' });

/** An alert while the list loads, at the alert's own size. */
export function NotificationItemSkeleton() {
  return (
    <div className={ROW}>
      <Skeleton className={PICTURE} />
      <div className={TEXTS}>
        <SkeletonText />
        <Skeleton className={DATE} />
      </div>
    </div>
  );
}
