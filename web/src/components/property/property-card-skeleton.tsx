import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { Skeleton } from '../static/skeleton';
import { PropertyGrid } from './property-grid';

interface PropertyCardSkeletonProps {
  /** The card carries rows of actions under its link (the agent's Update, Pause and Delete, then Feature). */
  withActions?: boolean;
}

const SLOTS = card({ variant: 'elevated', size: 'md' });
const ROOT = cx(SLOTS.root, css({ h: 'full', overflow: 'hidden' }));
const PICTURE = css({ aspectRatio: '16 / 10' });
const BODY = cx(SLOTS.body, css({ gap: '2', p: '4' }));
const FOOTER = cx(SLOTS.footer, css({ p: '4', pt: '0', gap: '2', flexWrap: 'wrap' }));
const ROW = css({ display: 'flex', alignItems: 'center', gap: '2' });
// Heights as the card's lines render them (measured): price and title 24 px, location 21 px, facts 20 px
// (a fixed height: facts-line.tsx), agent row 32 + 4 px.
const PRICE = css({ h: '6', w: '60%' });
const TITLE = css({ h: '6', w: '85%' });
const LOCATION = css({ h: '21px', w: '50%' });
const FACTS = css({ h: '5', w: '55%' });
const AGENT_ROW = cx(ROW, css({ pt: '1' }));
const AVATAR = css({ w: '8', h: '8', rounded: 'full', flexShrink: 0 });
const AGENT = css({ h: '5', w: '40%' });
const LINK = css({ h: '9', w: '32' });
const ACTIONS = cx(ROW, css({ w: 'full' }));
const ACTION = css({ h: '9', flex: '1' });
const FEATURE = css({ h: '9', w: 'full' });

/** A card-sized placeholder with the card's own proportions, so nothing shifts when listings arrive. */
export function PropertyCardSkeleton({ withActions = false }: PropertyCardSkeletonProps) {
  return (
    <div className={ROOT} aria-hidden data-testid="property-card-skeleton">
      <Skeleton className={PICTURE} />
      <div className={BODY}>
        <Skeleton className={PRICE} />
        <Skeleton className={TITLE} />
        <Skeleton className={LOCATION} />
        <Skeleton className={FACTS} />
        <div className={AGENT_ROW}>
          <Skeleton className={AVATAR} />
          <Skeleton className={AGENT} />
        </div>
      </div>
      <div className={FOOTER}>
        <Skeleton className={LINK} />
        {withActions ? (
          <>
            <div className={ACTIONS}>
              <Skeleton className={ACTION} />
              <Skeleton className={ACTION} />
            </div>
            {/* Feature, under the actions of a listing buyers can see (most of an agent's). */}
            <Skeleton className={FEATURE} />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A list of cards loading: `count` skeletons in the public grid, busy, named by `label` ("Loading properties"). */
export function PropertyGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <PropertyGrid aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <PropertyCardSkeleton />
        </li>
      ))}
    </PropertyGrid>
  );
}
