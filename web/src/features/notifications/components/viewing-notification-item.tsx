import { css } from 'styled-system/css';
import { formatDay } from '@homehaven/domain/format';
import { viewingEventText } from '@homehaven/domain/viewing-notifications';
import { paths } from '../../../config/paths';
import { SlotTime } from '../../../components/viewings/slot-time';
import { instantToDate } from '../../../lib/firebase/documents';
import type { ViewingNotification } from '../api/notification';
import { NotificationFrame } from './notification-frame';

const SMALL = css({ fontSize: 'sm' });
const REASON = css({ fontSize: 'sm', color: 'red.700' });
const WHEN = css({ fontSize: 'xs', color: 'fg.muted', alignSelf: 'end' });

/** News of a visit: who changed what, the time (in the reader's zone); opening it leads to Viewings and marks it read. */
export function ViewingNotificationItem({ alert, onOpen }: { alert: ViewingNotification; onOpen: () => void }) {
  return (
    <NotificationFrame
      read={alert.read}
      image={alert.propertyImage}
      kind="Visit"
      title={viewingEventText(alert.event, alert.fromName, alert.propertyTitle)}
      to={paths.dashboard.viewings.href()}
      onOpen={onOpen}
      testId="viewing-notification"
    >
      <p className={SMALL}>
        <SlotTime start={instantToDate(alert.start)} end={instantToDate(alert.end)} />
      </p>
      {alert.reason ? <p className={REASON}>Reason: {alert.reason}</p> : null}
      <time className={WHEN} dateTime={instantToDate(alert.createdAt).toISOString()}>
        {formatDay(instantToDate(alert.createdAt))}
      </time>
    </NotificationFrame>
  );
}
