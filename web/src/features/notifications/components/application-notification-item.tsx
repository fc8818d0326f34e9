import { css } from 'styled-system/css';
import { APPLICATION_MESSAGES as M } from '@homehaven/domain/application-messages';
import { formatDay } from '@homehaven/domain/format';
import { paths } from '../../../config/paths';
import { instantToDate } from '../../../lib/firebase/documents';
import type { ApplicationNotification } from '../api/notification';
import { NotificationFrame } from './notification-frame';

const REASON = css({ fontSize: 'sm', color: 'red.700' });
const WHEN = css({ fontSize: 'xs', color: 'fg.muted', alignSelf: 'end' });

/** The decision on the reader's application: approved, or not with the reason; opening it leads to the application. */
export function ApplicationNotificationItem({ alert, onOpen }: { alert: ApplicationNotification; onOpen: () => void }) {
  return (
    <NotificationFrame
      read={alert.read}
      image="/favicon.svg"
      kind="Professional account"
      title={alert.outcome === 'approved' ? M.noticeApproved : M.noticeRejected}
      to={paths.dashboard.application.href()}
      onOpen={onOpen}
      testId="application-notification"
    >
      {alert.reason ? (
        <p className={REASON}>
          {M.reasonLabel}: {alert.reason}
        </p>
      ) : null}
      <time className={WHEN} dateTime={instantToDate(alert.createdAt).toISOString()}>
        {formatDay(instantToDate(alert.createdAt))}
      </time>
    </NotificationFrame>
  );
}
