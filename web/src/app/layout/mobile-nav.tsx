import { css } from 'styled-system/css';
import { Logo } from '../../components/ui/logo';
import { MenuDrawer } from '../../components/ui/menu-drawer';
import { NavLinkList } from './nav-link-list';
import type { NavItem } from './nav-items';

const PHONE_ONLY = css({ display: { base: 'block', md: 'none' } });
const COLUMN = css({ display: 'flex', flexDirection: 'column', gap: '1' });

/** Small screens: the top-bar links behind a menu button. */
export function MobileNav({ items }: { items: readonly NavItem[] }) {
  return (
    <div className={PHONE_ONLY}>
      <MenuDrawer label="Open menu" header={<Logo />}>
        {(close) => <NavLinkList items={items} className={COLUMN} onNavigate={close} />}
      </MenuDrawer>
    </div>
  );
}
