import { css } from 'styled-system/css';
import { Skeleton } from '../../../components/static/skeleton';
import { SAVED_SEARCH_BOX, SAVED_SEARCH_LAYOUT } from './saved-search-card-layout';

const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' });
const TITLE = css({ h: '6', w: '40%' });
// Chakra's SkeletonText of one line (h 4) at 70%, in its full-width stack.
const LINE_ROW = css({ display: 'flex', flexDirection: 'column', gap: '2', w: 'full' });
const LINE = css({ h: '4', w: '70%' });
const SWITCH = css({ h: '5', w: '28', mt: '2' });
const ACTIONS = css({ h: '8', w: { base: 'full', md: '64' } });

/** A saved search's card while the list loads: the card's own size, so nothing moves when it arrives. */
export function SavedSearchCardSkeleton() {
  return (
    <div className={SAVED_SEARCH_BOX}>
      <div className={SAVED_SEARCH_LAYOUT}>
        <div className={TEXTS}>
          <Skeleton className={TITLE} />
          <div className={LINE_ROW}>
            <Skeleton className={LINE} />
          </div>
          <Skeleton className={SWITCH} />
        </div>
        <Skeleton className={ACTIONS} />
      </div>
    </div>
  );
}
