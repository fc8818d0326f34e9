import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { Skeleton } from '../../../components/static/skeleton';
import { ADMIN_CARD_BODY } from './admin-listing-cards';

/** Placeholders while the first page loads: a screenful. */
const ROWS = 5;

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '3', rounded: 'xl' });
// Wide, the placeholders sit in the table's white frame.
const LIST_WIDE = cx(LIST, css({ bg: 'white', borderWidth: '1px', p: '3' }));
const LIST_NARROW = cx(LIST, css({ p: '0' }));
const ROW = css({ display: 'flex', gap: '4', alignItems: 'center' });
const ROW_PICTURE = css({ w: '20', aspectRatio: '4 / 3', rounded: 'md' });
const ROW_TEXT = css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' });
const TITLE_BAR = css({ h: '5', w: '50%' });
const LOCATION_BAR = css({ h: '4', w: '30%' });
const TOGGLE_BAR = css({ h: '8', w: '24' });
const STATUS_BAR = css({ h: '5', w: '32' });
const VERDICT_BAR = css({ h: '8', w: '44' });
const CARD = card({ variant: 'outline' }).root;
const CARD_TOP = css({ display: 'flex', gap: '3' });
const CARD_PICTURE = css({ w: '24', aspectRatio: '4 / 3', rounded: 'md' });
const CARD_TEXT = css({ flex: '1' });
const CARD_TITLE_BAR = css({ h: '5', w: '70%', mb: '2' });
const CARD_LOCATION_BAR = css({ h: '4', w: '50%' });
const CARD_AGENT_BAR = css({ h: '4', w: '60%' });
const CARD_ACTIONS_BAR = css({ h: '8', w: 'full' });

/** Table-row or card-sized placeholders, matching what the page will show at this width. */
export function AdminListingsSkeleton({ wide }: { wide: boolean }) {
  return (
    <div className={wide ? LIST_WIDE : LIST_NARROW} role="status" aria-busy="true" aria-label="Loading properties">
      {Array.from({ length: ROWS }, (_, i) =>
        wide ? (
          <div key={i} className={ROW} aria-hidden>
            <Skeleton className={ROW_PICTURE} />
            <div className={ROW_TEXT}>
              <Skeleton className={TITLE_BAR} />
              <Skeleton className={LOCATION_BAR} />
              <Skeleton className={TOGGLE_BAR} />
            </div>
            <Skeleton className={STATUS_BAR} />
            <Skeleton className={VERDICT_BAR} />
          </div>
        ) : (
          <div key={i} className={CARD} aria-hidden>
            <div className={ADMIN_CARD_BODY}>
              <div className={CARD_TOP}>
                <Skeleton className={CARD_PICTURE} />
                <div className={CARD_TEXT}>
                  <Skeleton className={CARD_TITLE_BAR} />
                  <Skeleton className={CARD_LOCATION_BAR} />
                </div>
              </div>
              <Skeleton className={CARD_AGENT_BAR} />
              <Skeleton className={TOGGLE_BAR} />
              <Skeleton className={CARD_ACTIONS_BAR} />
            </div>
          </div>
        ),
      )}
    </div>
  );
}
