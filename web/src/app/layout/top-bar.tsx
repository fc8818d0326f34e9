import { lazy, Suspense } from 'react';
import { css } from 'styled-system/css';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { useLogOut } from '../../lib/auth/use-log-out';
import { useSession } from '../../lib/auth/session-context';
import { useHydrated } from '../../lib/use-hydrated';
import { Logo } from '../../components/ui/logo';
import { UserAvatar } from '../../components/ui/user-avatar';
import { buttonClass } from '../../components/static/button-style';
import { ButtonLink } from '../../components/static/links';
import { PAGE_CONTAINER } from '../../components/static/page-container';
import { MobileNav } from './mobile-nav';
import { DASHBOARD_NAV, PUBLIC_NAV } from './nav-items';
import { NavLinkList } from './nav-link-list';

// Signed-in people only, after sign-in: the bell (a live count from Firestore) is something visitors never download.
const NotificationBell = lazy(async () => ({ default: (await import('../../components/alerts/notification-bell')).NotificationBell }));

const BAR = css({ position: 'sticky', top: '0', zIndex: 'sticky', bg: 'white/90', backdropFilter: 'blur(8px)', borderBottomWidth: '1px' });
const ROW = css({ display: 'flex', h: '16', alignItems: 'center', justifyContent: 'space-between', gap: '4' });
const START = css({ display: 'flex', alignItems: 'center', gap: '2' });
const END = css({ display: 'flex', alignItems: 'center', gap: { base: '2', sm: '3' }, minW: '0' });
const DESKTOP_NAV = css({ display: { base: 'none', md: 'flex' }, flexDirection: 'row', gap: '1' });
const BELL_PLACEHOLDER = css({ w: '9', h: '9' });

/**
 * Sticky top bar: links, the dashboard link when signed in, the avatar, and the auth buttons. The
 * prerendered HTML shows a visitor's bar; a returning member's replaces it once their session is
 * restored (a placeholder in between, not the visitor's buttons).
 */
export function TopBar() {
  const { user } = useAuth();
  const { restoring } = useSession();
  const logOut = useLogOut();
  const hydrated = useHydrated();
  const items = user ? [...PUBLIC_NAV, DASHBOARD_NAV] : PUBLIC_NAV;

  return (
    <header className={BAR}>
      <div className={PAGE_CONTAINER['7xl']}>
        <div className={ROW}>
          <div className={START}>
            <MobileNav items={items} />
            <Logo compact />
          </div>
          <NavLinkList items={items} className={DESKTOP_NAV} />
          <div className={END}>
            {user ? (
              // The bell's own size while it downloads, so the bar does not shift. A page rendered for the
              // person (a listing's details) has the placeholder in its HTML: a string render cannot wait for
              // a lazy component, and hydration must find what the server rendered.
              hydrated ? (
                <Suspense fallback={<div className={BELL_PLACEHOLDER} />}>
                  <NotificationBell />
                </Suspense>
              ) : (
                <div className={BELL_PLACEHOLDER} />
              )
            ) : null}
            <UserAvatar name={user?.displayName} photoURL={user?.photoURL} withTooltip />
            {restoring ? null : user ? (
              <button type="button" className={buttonClass({ size: 'sm', variant: 'outline', palette: 'teal' })} onClick={() => void logOut()}>
                Log Out
              </button>
            ) : (
              <>
                <ButtonLink to={paths.login.href()} size="sm" variant="ghost" palette="teal">
                  Login
                </ButtonLink>
                <ButtonLink to={paths.register.href()} size="sm" palette="teal">
                  Register
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
