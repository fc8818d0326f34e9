import { useAuth } from '../../../lib/auth/use-auth';
import { useUnreadTotal } from '../../../lib/messages/use-unread-total';
import { MESSAGES_LINK } from './role-links';
import { SidebarNavLink } from './sidebar-nav-link';

/** The sidebar's Messages entry, with the unread count beside it (buyers and agents). */
export function MessagesNavLink({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const unread = useUnreadTotal(user?.uid ?? null);
  return <SidebarNavLink link={MESSAGES_LINK} onNavigate={onNavigate} badge={unread > 0 ? String(unread) : null} />;
}
