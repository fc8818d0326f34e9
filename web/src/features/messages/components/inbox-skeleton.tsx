import { css } from 'styled-system/css';
import { Skeleton } from '../../../components/static/skeleton';

/** Rows shown while the inbox loads. */
const ROWS = 4;

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '1', listStyleType: 'none' });
const ROW = css({ display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '3', bg: 'white', rounded: 'lg' });
const THUMB = css({ boxSize: '14', rounded: 'md', flexShrink: 0 });
const LINES = css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1' });
const NAME = css({ h: '4', w: '50%' });
const LISTING = css({ h: '3.5', w: '70%' });
const PREVIEW = css({ h: '3.5', w: '90%' });

/** Placeholders of the inbox rows' final size (thumbnail and three lines), so nothing shifts when they arrive. */
export function InboxSkeleton() {
  return (
    <ul className={LIST} aria-busy="true" aria-label="Loading your messages">
      {Array.from({ length: ROWS }, (_, i) => (
        <li key={i} className={ROW}>
          <Skeleton className={THUMB} />
          <div className={LINES}>
            <Skeleton className={NAME} />
            <Skeleton className={LISTING} />
            <Skeleton className={PREVIEW} />
          </div>
        </li>
      ))}
    </ul>
  );
}
