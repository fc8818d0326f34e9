import { lazy, Suspense } from 'react';
import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { useLogOut } from '../../lib/auth/use-log-out';
import { Logo } from '../../components/ui/logo';
import { ButtonLink } from '../../components/ui/router-link';
import { UserAvatar } from '../../components/ui/user-avatar';
import { MobileNav } from './mobile-nav';
import { DASHBOARD_NAV, PUBLIC_NAV } from './nav-items';
import { NavLinkList } from './nav-link-list';

// Signed-in people only, after sign-in: the bell's live count needs Firestore, which visitors never download.
const NotificationBell = lazy(async () => ({ default: (await import('../../components/alerts/notification-bell')).NotificationBell }));

/** Sticky top bar: links, the dashboard link when signed in, the avatar, and the auth buttons. */
export function TopBar() {
  const { user, loading } = useAuth();
  const logOut = useLogOut();
  const items = user ? [...PUBLIC_NAV, DASHBOARD_NAV] : PUBLIC_NAV;

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white/90" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <HStack gap="2">
            <MobileNav items={items} />
            <Logo compact />
          </HStack>
          <NavLinkList items={items} direction="row" gap="1" display={{ base: 'none', md: 'flex' }} />
          <HStack gap={{ base: 2, sm: 3 }} minW="0">
            {user ? (
              // The bell's own size while it downloads, so the bar does not shift.
              <Suspense fallback={<Box w="9" h="9" />}>
                <NotificationBell />
              </Suspense>
            ) : null}
            <UserAvatar name={user?.displayName} photoURL={user?.photoURL} withTooltip />
            {loading ? null : user ? (
              <Button size="sm" variant="outline" colorPalette="teal" onClick={() => void logOut()}>
                Log Out
              </Button>
            ) : (
              <>
                <ButtonLink to={paths.login.href()} size="sm" variant="ghost" colorPalette="teal">
                  Login
                </ButtonLink>
                <ButtonLink to={paths.register.href()} size="sm" colorPalette="teal">
                  Register
                </ButtonLink>
              </>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
