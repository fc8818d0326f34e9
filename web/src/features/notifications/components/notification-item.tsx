import { css } from 'styled-system/css';
import { formatDay } from '@homehaven/domain/format';
import { paths } from '../../../config/paths';
import { PriceRange } from '../../../components/property/price-range';
import { instantToDate } from '../../../lib/firebase/documents';
import type { AlertNotification } from '../api/notification';
import { NotificationFrame } from './notification-frame';

const LOCATION = css({ fontSize: 'sm', color: 'fg.muted', truncate: true });
const FOOT = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });
const WHEN = css({ fontSize: 'xs', color: 'fg.muted' });

/** One alert: the listing that matched and the search it matched; opening it marks it read. */
export function NotificationItem({ alert, onOpen }: { alert: AlertNotification; onOpen: () => void }) {
  return (
    <NotificationFrame
      read={alert.read}
      image={alert.propertyImage}
      kind={<>New listing for “{alert.searchName}”</>}
      title={alert.propertyTitle}
      to={paths.details.href(alert.propertyId)}
      onOpen={onOpen}
      truncate
    >
      <p className={LOCATION}>{alert.location}</p>
      <div className={FOOT}>
        <PriceRange minimum={alert.MinimumPrice} maximum={alert.MaximumPrice} size="sm" />
        <time className={WHEN} dateTime={instantToDate(alert.createdAt).toISOString()}>
          {formatDay(instantToDate(alert.createdAt))}
        </time>
      </div>
    </NotificationFrame>
  );
}
