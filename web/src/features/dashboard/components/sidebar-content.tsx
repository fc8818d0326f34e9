import { FiLogOut, FiUser } from 'react-icons/fi';
import { css, cx } from 'styled-system/css';
import { separator } from 'styled-system/recipes/separator';
import { paths } from '../../../config/paths';
import { useLogOut } from '../../../lib/auth/use-log-out';
import { useRole } from '../../../lib/auth/use-role';
import { Logo } from '../../../components/ui/logo';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/static/skeleton';
import { AGENCY_LINK, COMMON_LINKS, MESSAGING_ROLES, ROLE_LINKS, SAVED_SEARCHES_LINK, VIEWING_ROLES, VIEWINGS_LINK } from './role-links';
import { MessagesNavLink } from './messages-nav-link';
import { NotificationsNavLink } from './notifications-nav-link';
import { SidebarNavLink } from './sidebar-nav-link';

const PROFILE_LINK = { label: 'Profile', to: paths.dashboard.profile.href(), icon: FiUser };

const FRAME = css({ display: 'flex', flexDirection: 'column', h: 'full', gap: '6', p: '5' });
const LOGO = css({ bg: 'white', rounded: 'lg', px: '3', py: '2', w: 'fit-content' });
const NAV = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1' });
const LOADING = css({ display: 'flex', flexDirection: 'column', gap: '2', pt: '2' });
const LINK_SKELETON = css({ h: '9', rounded: 'lg' });
const SEPARATOR = cx(separator(), css({ my: '3', borderColor: 'whiteAlpha.200' }));
const SIGNED_IN_AS = css({ fontSize: 'xs', color: 'gray.400', textTransform: 'uppercase', letterSpacing: 'wider' });
const LOGOUT = css({ color: 'red.200', borderColor: 'red.300/50', _hover: { bg: 'red.900/40' } });

/** Sidebar body: logo, the role's links, Profile, Logout. Shared by the desktop column and the drawer. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { status, role, accountType } = useRole();
  const logOut = useLogOut();
  const roleLinks = role ? ROLE_LINKS[role] : [];

  return (
    <div className={FRAME}>
      <div className={LOGO}>
        <Logo />
      </div>
      <nav aria-label="Dashboard" className={NAV}>
        {COMMON_LINKS.map((link) => (
          <SidebarNavLink key={link.to} link={link} onNavigate={onNavigate} />
        ))}
        {status === 'loading' ? (
          <div className={LOADING} aria-label="Loading your links">
            <Skeleton className={LINK_SKELETON} />
            <Skeleton className={LINK_SKELETON} />
          </div>
        ) : (
          roleLinks.map((link) => <SidebarNavLink key={link.to} link={link} onNavigate={onNavigate} />)
        )}
        {role === 'agent' && accountType === 'agency' ? <SidebarNavLink link={AGENCY_LINK} onNavigate={onNavigate} /> : null}
        {role && VIEWING_ROLES.includes(role) ? <SidebarNavLink link={VIEWINGS_LINK} onNavigate={onNavigate} /> : null}
        {role && MESSAGING_ROLES.includes(role) ? <MessagesNavLink onNavigate={onNavigate} /> : null}
        <NotificationsNavLink onNavigate={onNavigate} />
        <SidebarNavLink link={SAVED_SEARCHES_LINK} onNavigate={onNavigate} />
        <hr className={SEPARATOR} />
        <SidebarNavLink link={PROFILE_LINK} onNavigate={onNavigate} />
      </nav>
      {role ? <p className={SIGNED_IN_AS}>Signed in as {role}</p> : null}
      <Button variant="outline" palette="red" className={LOGOUT} onClick={() => void logOut()}>
        <FiLogOut /> Logout
      </Button>
    </div>
  );
}
