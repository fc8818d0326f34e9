import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { MenuDrawer } from '../../components/ui/menu-drawer';
import { SidebarContent } from './components/sidebar-content';

const SIDEBAR_BG = 'gray.900';

/** Dashboard frame: a fixed sidebar on large screens, a menu button and drawer on small ones. */
export function DashboardLayout() {
  return (
    <Flex minH="100vh" bg="gray.50">
      <Box as="aside" display={{ base: 'none', lg: 'block' }} w="72" flexShrink={0} bg={SIDEBAR_BG} position="sticky" top="0" h="100vh">
        <SidebarContent />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex display={{ base: 'flex', lg: 'none' }} align="center" gap="3" px="4" h="14" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
          <MenuDrawer label="Open dashboard menu" plain content={{ bg: SIDEBAR_BG }} closeButtonColor="white">
            {(close) => <SidebarContent onNavigate={close} />}
          </MenuDrawer>
          <Logo />
        </Flex>
        <Box as="main" flex="1" p={{ base: 4, md: 8 }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
