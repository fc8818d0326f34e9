import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { Skeleton } from '../static/skeleton';
import { OFFER_ROW_LAYOUT } from './offer-row';

/** Rows shown while an agent's list loads. */
const ROWS = 3;

const ROOT = card({ variant: 'outline', size: 'md' }).root;
const THUMBNAIL = css({ w: { base: 'full', md: '28' }, aspectRatio: '16 / 10', rounded: 'md' });
const TEXTS = css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' });
const END = css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: { base: 'flex-start', md: 'flex-end' } });
const LIST = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const TITLE = css({ h: '6', w: '60%' });
const LOCATION = css({ h: '5', w: '40%' });
const DETAILS = css({ h: '5', w: '50%' });
const AMOUNT = css({ h: '7', w: '32' });
const ACTIONS = css({ h: '8', w: '40' });

/** An {@link OfferRow}-sized placeholder while an agent's list loads. */
export function OfferRowSkeleton() {
  return (
    <div className={ROOT} aria-hidden data-testid="offer-row-skeleton">
      <div className={OFFER_ROW_LAYOUT}>
        <Skeleton className={THUMBNAIL} />
        <div className={TEXTS}>
          <Skeleton className={TITLE} />
          <Skeleton className={LOCATION} />
          <Skeleton className={DETAILS} />
        </div>
        <div className={END}>
          <Skeleton className={AMOUNT} />
          <Skeleton className={ACTIONS} />
        </div>
      </div>
    </div>
  );
}

/** A list's worth of {@link OfferRowSkeleton}s, announced as loading `label`. */
export function OfferRowSkeletons({ label }: { label: string }) {
  return (
    <div className={LIST} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: ROWS }, (_, i) => (
        <OfferRowSkeleton key={i} />
      ))}
    </div>
  );
}
