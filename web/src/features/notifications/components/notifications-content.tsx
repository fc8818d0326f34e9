import { FiBell, FiBookmark } from 'react-icons/fi';
import { css } from 'styled-system/css';
import { ALERT_MESSAGES } from '@homehaven/domain/saved-searches';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { ButtonLink } from '../../../components/static/links';
import type { PageView } from '../../../lib/page-url';
import type { useNotifications } from '../api/use-notifications';
import { NotificationItem } from './notification-item';
import { NotificationItemSkeleton } from './notification-item-skeleton';
import { ViewingNotificationItem } from './viewing-notification-item';
import { ApplicationNotificationItem } from './application-notification-item';

const LIST = css({ display: 'flex', flexDirection: 'column', gap: '3', m: '0', p: '0' });

interface NotificationsContentProps {
  result: ReturnType<typeof useNotifications>;
  view: PageView;
  onOpen: (id: string) => void;
}

/** The alerts in each state: placeholders, a retry, the empty list, or the alerts, unread ones marked. */
export function NotificationsContent({ result, view, onOpen }: NotificationsContentProps) {
  return (
    <PagedList
      result={result}
      view={view}
      loading={
        <div className={LIST} role="status" aria-busy="true" aria-label="Loading your alerts">
          {[0, 1, 2, 3].map((i) => (
            <NotificationItemSkeleton key={i} />
          ))}
        </div>
      }
      error={{ icon: FiBell, title: 'Your alerts could not be loaded.' }}
      empty={
        <EmptyState
          icon={FiBell}
          title={ALERT_MESSAGES.noAlerts}
          text="Save a search on All properties: when a new listing there is published, it shows here."
          action={
            <ButtonLink to={paths.dashboard.savedSearches.href()} palette="teal" variant="outline">
              <FiBookmark aria-hidden /> Your saved searches
            </ButtonLink>
          }
        />
      }
    >
      {(alerts) => (
        <ul className={LIST} aria-label="Your alerts">
          {alerts.map((alert) =>
            alert.type === 'viewing' ? (
              <ViewingNotificationItem key={alert.id} alert={alert} onOpen={() => (alert.read ? undefined : onOpen(alert.id))} />
            ) : alert.type === 'application' ? (
              <ApplicationNotificationItem key={alert.id} alert={alert} onOpen={() => (alert.read ? undefined : onOpen(alert.id))} />
            ) : (
              <NotificationItem key={alert.id} alert={alert} onOpen={() => (alert.read ? undefined : onOpen(alert.id))} />
            ),
          )}
        </ul>
      )}
    </PagedList>
  );
}
