import { bellBadge } from '../../../components/alerts/bell-badge';
import { useUnreadCount } from '../../../lib/alerts/use-unread-count';
import { NOTIFICATIONS_LINK } from './role-links';
import { SidebarNavLink } from './sidebar-nav-link';

/** The sidebar's Notifications entry, with the unread alert count beside it, live. */
export function NotificationsNavLink({ onNavigate }: { onNavigate?: () => void }) {
  const unread = useUnreadCount();
  return <SidebarNavLink link={NOTIFICATIONS_LINK} onNavigate={onNavigate} badge={unread.status === 'success' ? bellBadge(unread.data) : null} />;
}
