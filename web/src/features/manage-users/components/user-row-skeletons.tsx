import { css } from 'styled-system/css';
import { Skeleton } from '../../../components/static/skeleton';
import { USER_CARD, USER_LINE, USER_WHO } from './user-row';

/** Placeholders while the first page loads: a screenful. */
const ROWS = 5;

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '3' });
// Chakra's SkeletonCircle: a round, fixed-size placeholder.
const AVATAR = css({ w: '10', h: '10', rounded: 'full', flexShrink: 0 });
const LINES = css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: '1' });
const NAME = css({ h: '5', w: '40%' });
const EMAIL = css({ h: '4', w: '55%' });
const JOINED = css({ h: '3', w: '25%' });
const ACTIONS = css({ h: '6', w: { base: 'full', md: '80' } });

/** {@link UserRow}-sized placeholders, announced as loading. */
export function UserRowSkeletons() {
  return (
    <div className={LIST} role="status" aria-busy="true" aria-label="Loading users">
      {Array.from({ length: ROWS }, (_, i) => (
        <div key={i} className={USER_CARD} aria-hidden>
          <div className={USER_LINE}>
            <div className={USER_WHO}>
              <Skeleton className={AVATAR} />
              <div className={LINES}>
                <Skeleton className={NAME} />
                <Skeleton className={EMAIL} />
                <Skeleton className={JOINED} />
              </div>
            </div>
            <Skeleton className={ACTIONS} />
          </div>
        </div>
      ))}
    </div>
  );
}
