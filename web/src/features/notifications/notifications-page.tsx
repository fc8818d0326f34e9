import { useState } from 'react';
import { FiCheck } from 'react-icons/fi';
import { ALERT_MESSAGES } from '@homehaven/domain/saved-searches';
import { Button } from '../../components/ui/button';
import { DashboardPage } from '../../components/ui/dashboard-page';
import { notifyError } from '../../lib/toast';
import { useNewestPageView } from '../../lib/use-newest-page-view';
import { useMarkRead } from './api/use-mark-read';
import { useNotifications } from './api/use-notifications';
import { useUnreadCount } from '../../lib/alerts/use-unread-count';
import { NotificationsContent } from './components/notifications-content';

/** Notifications (/dashboard/notifications): saved-search alerts and viewings' news, newest first, live, paged; open one or mark all read. */
export function NotificationsPage() {
  const view = useNewestPageView();
  const result = useNotifications(view);
  const unread = useUnreadCount();
  const mark = useMarkRead();
  const [marking, setMarking] = useState(false);

  const fail = (error: unknown) => {
    console.error('mark alerts read', error);
    notifyError(ALERT_MESSAGES.markFailed);
  };
  const markAll = async () => {
    setMarking(true);
    await mark.all().catch(fail);
    setMarking(false);
  };

  return (
    <DashboardPage
      title="Notifications"
      description="New listings that match your saved searches, and news of your visits."
      actions={
        <Button variant="outline" palette="teal" size="sm" onClick={() => void markAll()} loading={marking} disabled={unread.status !== 'success' || unread.data === 0}>
          <FiCheck aria-hidden /> Mark all as read
        </Button>
      }
    >
      <NotificationsContent result={result} view={view} onOpen={(id) => void mark.one(id).catch(fail)} />
    </DashboardPage>
  );
}
