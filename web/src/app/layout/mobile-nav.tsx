import { Box } from '@chakra-ui/react';
import { Logo } from '../../components/ui/logo';
import { MenuDrawer } from '../../components/ui/menu-drawer';
import { NavLinkList } from './nav-link-list';
import type { NavItem } from './nav-items';

/** Small screens: the top-bar links behind a menu button. */
export function MobileNav({ items }: { items: readonly NavItem[] }) {
  return (
    <Box display={{ base: 'block', md: 'none' }}>
      <MenuDrawer label="Open menu" header={<Logo />}>
        {(close) => <NavLinkList items={items} direction="column" gap="1" onNavigate={close} />}
      </MenuDrawer>
    </Box>
  );
}
