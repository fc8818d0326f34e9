import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { Skeleton } from '../../../../components/static/skeleton';
import { REFUND_ROW_LAYOUT } from './owed-refund-row-layout';

const STACK = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const CARD = card({ variant: 'outline' }).root;
const FACTS = css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' });
const HEADING = css({ h: '8', w: '60' });
const NOTE = css({ h: '5', w: { base: 'full', md: '2xl' } });
const TITLE = css({ h: '6', w: '50%' });
const LINE_40 = css({ h: '5', w: '40%' });
const LINE_60 = css({ h: '5', w: '60%' });
const LINE_55 = css({ h: '5', w: '55%' });
const LINE_70 = css({ h: '5', w: '70%' });
const BUTTON = css({ h: '8', w: '28' });

/** An {@link OwedRefundRow}-sized placeholder, with the section's heading and note, while the list loads. */
export function OwedRefundsSkeleton() {
  return (
    <div className={STACK} role="status" aria-busy="true" aria-label="Loading refunds still owed" data-testid="owed-refunds-skeleton">
      <Skeleton className={HEADING} />
      <Skeleton className={NOTE} />
      <div className={CARD} aria-hidden>
        <div className={REFUND_ROW_LAYOUT}>
          <div className={FACTS}>
            <Skeleton className={TITLE} />
            <Skeleton className={LINE_40} />
            <Skeleton className={LINE_60} />
            <Skeleton className={LINE_55} />
            <Skeleton className={LINE_70} />
          </div>
          <Skeleton className={BUTTON} />
        </div>
      </div>
    </div>
  );
}
