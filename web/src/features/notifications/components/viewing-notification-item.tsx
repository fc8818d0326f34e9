import { Text } from '@chakra-ui/react';
import { formatDay } from '@homehaven/domain/format';
import { viewingEventText } from '@homehaven/domain/viewing-notifications';
import { paths } from '../../../config/paths';
import { SlotTime } from '../../../components/viewings/slot-time';
import { instantToDate } from '../../../lib/firebase/documents';
import type { ViewingNotification } from '../api/notification';
import { NotificationFrame } from './notification-frame';

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
      <Text fontSize="sm">
        <SlotTime start={instantToDate(alert.start)} end={instantToDate(alert.end)} />
      </Text>
      {alert.reason ? (
        <Text fontSize="sm" color="red.700">
          Reason: {alert.reason}
        </Text>
      ) : null}
      <Text asChild fontSize="xs" color="fg.muted" alignSelf="end">
        <time dateTime={instantToDate(alert.createdAt).toISOString()}>{formatDay(instantToDate(alert.createdAt))}</time>
      </Text>
    </NotificationFrame>
  );
}
