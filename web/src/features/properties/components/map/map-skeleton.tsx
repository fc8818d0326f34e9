import { css, cx } from 'styled-system/css';
import { PropertyCardSkeleton } from '../../../../components/property/property-card-skeleton';
import { Skeleton } from '../../../../components/static/skeleton';
import { MAP_BOX, MAP_COLUMN, MAP_STAGE, MAP_TOOLBAR } from './map-layout';

const STATUS = css({ h: '5', w: '48' });
const SWITCH = css({ h: '5', w: '52' });
const FILL = css({ position: 'absolute', inset: '0', rounded: 'none' });
/** The column's skeleton shows beside the map only: on a phone the list is behind its toggle. */
const COLUMN = cx(MAP_COLUMN, css({ display: { base: 'none', lg: 'flex' }, flexDirection: 'column', gap: '4' }));
const CARDS = 2;

/** The map mode at its final size while the map's code or its first results load: nothing moves when they arrive. */
export function MapSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the map" data-testid="map-skeleton">
      <div className={MAP_TOOLBAR}>
        <Skeleton className={STATUS} />
        <Skeleton className={SWITCH} />
      </div>
      <div className={MAP_STAGE}>
        <div className={MAP_BOX}>
          <Skeleton className={FILL} />
        </div>
        <div className={COLUMN}>
          {Array.from({ length: CARDS }, (_, i) => (
            <PropertyCardSkeleton key={i} />
          ))}
        </div>
      </div>
    </div>
  );
}
