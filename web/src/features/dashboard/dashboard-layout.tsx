import { Outlet } from 'react-router';
import { css } from 'styled-system/css';
import { Logo } from '../../components/ui/logo';
import { MenuDrawer } from '../../components/ui/menu-drawer';
import { SidebarContent } from './components/sidebar-content';

const FRAME = css({ display: 'flex', minH: '100vh', bg: 'gray.50' });
const SIDEBAR = css({ display: { base: 'none', lg: 'block' }, w: '72', flexShrink: 0, bg: 'gray.900', position: 'sticky', top: '0', h: '100vh' });
const COLUMN = css({ display: 'flex', flexDirection: 'column', flex: '1', minW: '0' });
const PHONE_BAR = css({
  display: { base: 'flex', lg: 'none' },
  alignItems: 'center',
  gap: '3',
  px: '4',
  h: '14',
  bg: 'white',
  borderBottomWidth: '1px',
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
});
const MAIN = css({ flex: '1', p: { base: '4', md: '8' } });

/** Dashboard frame: a fixed sidebar on large screens, a menu button and drawer on small ones. */
export function DashboardLayout() {
  return (
    <div className={FRAME}>
      <aside className={SIDEBAR}>
        <SidebarContent />
      </aside>
      <div className={COLUMN}>
        {/* A header, so the phone's menu button and logo sit in a landmark (the banner) like the rest of the page. */}
        <header className={PHONE_BAR}>
          <MenuDrawer label="Open dashboard menu" plain dark>
            {(close) => <SidebarContent onNavigate={close} />}
          </MenuDrawer>
          <Logo />
        </header>
        <main className={MAIN}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
