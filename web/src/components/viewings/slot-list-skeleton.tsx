import { css } from 'styled-system/css';
import { Skeleton } from '../static/skeleton';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const ROW = css({ h: '10', rounded: 'md' });

/** The slots while they load, at their own size. */
export function SlotListSkeleton({ label }: { label: string }) {
  return (
    <div className={LIST} role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className={ROW} />
      ))}
    </div>
  );
}
